// The share sheet of an idea or thought: one button per referral channel of
// spec §3 that a share can travel over. Each press makes a share link on the server, recorded
// under that channel, then hands the short link to the channel: the clipboard, the system share
// sheet, or the member's own mail, messages or social app. Nothing is sent on their behalf.
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { createShare } from './api';
import { askPath } from './paths';
import { absoluteUrl, kindWord, postLabel, type ShareablePost } from './shareable';
import { type ShareSheetChannel, shareTargetUrl, shareText } from './share-targets';
import { ChannelButtons } from './ChannelButtons';
import { deliver } from './deliver';
import { PlainInput } from '@/ui/TextArea';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; url: string; message: string };

export function ShareSheet({
  post,
  open,
  onClose,
}: {
  post: ShareablePost;
  open: boolean;
  onClose: () => void;
}) {
  useSignals();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const online = isOnline.value;

  const share = async (channel: ShareSheetChannel) => {
    setStatus({ kind: 'busy' });
    setError(null);
    try {
      const created = await createShare({ post_id: post.id, channel });
      const url = absoluteUrl(created.short_url);
      const message = {
        url,
        text: shareText(post),
        subject: `A ${kindWord(post)} on ${post.symbol}`,
      };
      const outcome = await deliver(channel, message, shareTargetUrl(channel, message));
      setStatus({ kind: 'done', url, message: outcome });
    } catch (failure) {
      setStatus({ kind: 'idle' });
      setError(describeError(failure));
    }
  };
  const close = () => {
    setStatus({ kind: 'idle' });
    setError(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      modalType="share"
      title={`Share this ${kindWord(post)}`}
      height="auto"
    >
      <Lead>
        {post.author_name}’s {postLabel(post).toLowerCase()} on {post.symbol}. Anyone with the link
        can read it while its author shares {kindWord(post)}s.
      </Lead>
      {online ? null : <Notice tone="warning">You are offline: sharing needs a connection.</Notice>}
      <ChannelButtons
        label="Share over"
        disabled={!online || status.kind === 'busy'}
        onPick={(channel) => void share(channel)}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      {status.kind === 'done' ? (
        <Result>
          <p role="status">{status.message}</p>
          <label htmlFor={`${id}-link`}>Link</label>
          <PlainInput
            id={`${id}-link`}
            readOnly
            value={status.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </Result>
      ) : null}
      <Ask>
        Want their reasons? <Link href={askPath(post)}>Ask a question about it</Link>
      </Ask>
    </Modal>
  );
}

const Lead = styled('p', { margin: '0 0 $4', color: '$textMuted', overflowWrap: 'anywhere' });
const Result = styled('div', {
  display: 'grid',
  gap: '$2',
  marginBottom: '$4',
  '& p': { margin: 0 },
  '& label': { fontWeight: 600, fontSize: '$sm' },
});
const Ask = styled('p', { margin: 0, fontSize: '$sm' });
