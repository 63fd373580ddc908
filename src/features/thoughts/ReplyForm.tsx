// Writing a reply: the text with its live count (the contract's limit), `$AAPL` and `@handle`
// said in the hint, and the server's refusal under the field (the author's pace: the same reply
// twice, too many in an hour). A reply needs the connection (unlike a thought, it is not kept as
// a draft: a conversation moves on); offline the text stays in the field and the button says why.
// One key per reply until it is posted, so a retry whose answer was lost posts it once.
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type FormEvent } from 'react';
import { REPLY_MAX_CHARS } from '@/contract/community';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { CountedTextArea } from '@/ui/CountedTextArea';
import { styled } from '@/ui/theme/stitches';
import { postReply } from './replies-api';

export const replyFieldId = (postId: string) => `reply-to-${postId}`;

export function ReplyForm({
  postId,
  text,
  onText,
  onPosted,
}: {
  postId: string;
  /** Kept by the thread, so Reply on a reply can start the text with the author's handle. */
  text: string;
  onText: (text: string) => void;
  onPosted: (replyId: string) => void;
}) {
  useSignals();
  const online = isOnline.value;
  const key = useRef(crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = [...text.trim()].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError('Write your reply first.');
    if (length > REPLY_MAX_CHARS) {
      return setError(`Keep it to ${REPLY_MAX_CHARS.toLocaleString('en-US')} characters.`);
    }
    setBusy(true);
    setError(null);
    try {
      const { post } = await postReply(postId, text, key.current);
      key.current = crypto.randomUUID();
      onText('');
      onPosted(post.id);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.field === 'body'
          ? failure.message
          : describeError(failure),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Reply">
      <CountedTextArea
        id={replyFieldId(postId)}
        label="Your reply"
        placeholder="Write $AAPL for a security, @name for a member"
        value={text}
        onChange={onText}
        max={REPLY_MAX_CHARS}
        error={error}
        rows={3}
      />
      <Row>
        {online ? null : <Offline role="status">Replies need a connection.</Offline>}
        <Button type="submit" disabled={busy || !online}>
          {busy ? 'Sending…' : 'Reply'}
        </Button>
      </Row>
    </Form>
  );
}

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$1' });
const Row = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '$3',
});
const Offline = styled('span', { color: '$textMuted', fontSize: '$sm' });
