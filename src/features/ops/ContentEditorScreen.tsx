// /ops/content/:dir/:slug: one content document as JSON, saved through the server (which holds
// the editor credential; services/ops/content.ts) and checked there against its directory's
// struct: a refusal names the field, and nothing is written. A slug with no document yet opens a
// new one, unpublished, to be filled in. A published save is what readers get at once.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { type ContentDir, Slug } from '@/contract/content';
import type { OpsContentDocument } from '@/contract/ops-content';
import { is } from '@/contract/structs';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { StatusChip } from '@/ui/StatusChip';
import { TextArea, TextAreaLabel } from '@/ui/TextArea';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { contentDocumentQuery, saveContent } from './api';
import { CONTENT_DIR_LABELS, publicPageOf } from './content-dirs';
import { contentDirPath } from './paths';

export default function ContentEditorScreen({ dir, slug }: { dir: ContentDir; slug: string }) {
  const wellFormed = is(slug, Slug);
  const { state, reload } = useApiQuery(contentDocumentQuery(dir, slug), { enabled: wellFormed });
  // Kept here: the first save of a new document swaps the editor for the saved one.
  const said = useState<Said>(null);
  return (
    <section data-testid="ops-content-editor">
      <Muted>
        <Link href={contentDirPath(dir)}>All {CONTENT_DIR_LABELS[dir].toLowerCase()}</Link>
      </Muted>
      {wellFormed ? (
        <QueryView
          state={state}
          reload={reload}
          loadingLabel="Loading the document"
          notFound={<Editor dir={dir} slug={slug} saved={null} said={said} />}
        >
          {(saved) => <Editor dir={dir} slug={slug} saved={saved} said={said} />}
        </QueryView>
      ) : (
        <Card>
          <Muted css={{ margin: 0 }}>
            “{slug}” is not a slug: lowercase letters, digits and single hyphens.
          </Muted>
        </Card>
      )}
    </section>
  );
}

/** A new document starts as the least that names it; the save says what else it needs. */
const starter = (slug: string) => JSON.stringify({ slug, published: false }, null, 2);

type Said = { tone: 'info' | 'error'; text: string } | null;

function Editor({
  dir,
  slug,
  saved,
  said: [said, setSaid],
}: {
  dir: ContentDir;
  slug: string;
  saved: OpsContentDocument | null;
  said: [Said, (said: Said) => void];
}) {
  useSignals();
  const [text, setText] = useState(saved?.document_json ?? starter(slug));
  const [busy, setBusy] = useState(false);
  const offline = !isOnline.value;
  const page = saved?.published ? publicPageOf(dir, slug) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaid(null);
    try {
      const answer = await saveContent(dir, slug, text);
      setText(answer.document_json);
      setSaid({
        tone: 'info',
        text: answer.published
          ? 'Saved and published: readers see it now.'
          : 'Saved as a draft: readers do not see it.',
      });
    } catch (error) {
      // The server's message starts with the field it refuses ("title Expected …").
      setSaid({ tone: 'error', text: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Heading css={{ overflowWrap: 'anywhere' }}>
        {CONTENT_DIR_LABELS[dir]}: {slug}
      </Heading>
      <Muted>
        {saved === null ? (
          <StatusChip tone="plain">New</StatusChip>
        ) : (
          <>
            <StatusChip tone={saved.published ? 'good' : 'waiting'}>
              {saved.published ? 'Published' : 'Draft'}
            </StatusChip>{' '}
            {saved.source === 'editor' ? 'Edited' : 'As seeded'}{' '}
            <time dateTime={saved.updated_at}>{formatDateTime(saved.updated_at)}</time>
            {page ? (
              <>
                {' · '}
                <a href={page} target="_blank" rel="noopener">
                  Open its page
                </a>
              </>
            ) : null}
          </>
        )}
      </Muted>
      <Card as="form" onSubmit={(event: FormEvent) => void submit(event)} aria-label="Document">
        {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
        <TextAreaLabel htmlFor="ops-content-json">The document (JSON)</TextAreaLabel>
        <Json
          id="ops-content-json"
          value={text}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={said?.tone === 'error' ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={busy || offline}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
        {offline ? <Muted>Saving needs a connection.</Muted> : null}
      </Card>
    </>
  );
}

const Json = styled(TextArea, {
  minHeight: '55vh',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '$sm',
  whiteSpace: 'pre',
  overflowX: 'auto',
  marginBottom: '$3',
});
