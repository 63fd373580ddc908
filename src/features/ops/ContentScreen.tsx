// /ops/content/:dir: the content editor's list (services/ops/content.ts): every document of one
// directory, drafts included, in the order readers meet them, each saying whether it is published
// and who wrote it last; and a slug to start a new one (its editor opens empty).
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CONTENT_DIRS, type ContentDir, Slug } from '@/contract/content';
import { is } from '@/contract/structs';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { LinkTabs } from '@/ui/LinkTabs';
import { QueryView } from '@/ui/QueryView';
import { StatusChip } from '@/ui/StatusChip';
import { PlainInput, TextAreaLabel } from '@/ui/TextArea';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { contentListQuery } from './api';
import { CONTENT_DIR_LABELS } from './content-dirs';
import { Item, List, Meta } from './list-styles';
import { contentDirPath, contentDocumentPath } from './paths';

export default function ContentScreen({ dir }: { dir: ContentDir }) {
  const { state, reload } = useApiQuery(contentListQuery(dir));
  return (
    <section aria-labelledby="content-heading" data-testid="ops-content">
      <Heading id="content-heading">Content</Heading>
      <LinkTabs
        label="Content directories"
        links={CONTENT_DIRS.map((each) => [contentDirPath(each), CONTENT_DIR_LABELS[each]])}
      />
      <NewDocument dir={dir} />
      <QueryView state={state} reload={reload} loadingLabel="Loading the documents">
        {({ documents }) =>
          documents.length === 0 ? (
            <Card>
              <Muted css={{ margin: 0 }}>No {CONTENT_DIR_LABELS[dir].toLowerCase()} yet.</Muted>
            </Card>
          ) : (
            <List aria-label={CONTENT_DIR_LABELS[dir]}>
              {documents.map((document) => (
                <Item key={document.slug} data-testid="ops-content-document">
                  <Link href={contentDocumentPath(dir, document.slug)}>{document.title}</Link>{' '}
                  {document.published ? null : <StatusChip tone="waiting">Draft</StatusChip>}
                  <Meta>
                    {document.slug} · {document.source === 'editor' ? 'edited' : 'as seeded'}{' '}
                    <time dateTime={document.updated_at}>
                      {formatDateTime(document.updated_at)}
                    </time>
                  </Meta>
                </Item>
              ))}
            </List>
          )
        }
      </QueryView>
    </section>
  );
}

function NewDocument({ dir }: { dir: ContentDir }) {
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = slug.trim();
    if (!is(wanted, Slug)) {
      setError('A slug is lowercase letters, digits and single hyphens (at most 80).');
      return;
    }
    navigate(contentDocumentPath(dir, wanted));
  };
  return (
    <Form onSubmit={submit} aria-label="Start a new document" noValidate>
      <Field>
        <TextAreaLabel htmlFor="ops-content-slug">New document’s slug</TextAreaLabel>
        <PlainInput
          id="ops-content-slug"
          autoComplete="off"
          spellCheck={false}
          placeholder="what-a-share-is"
          value={slug}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ops-content-slug-error' : undefined}
          onChange={(event) => {
            setSlug(event.target.value);
            setError(null);
          }}
        />
        {error ? <FieldError id="ops-content-slug-error">{error}</FieldError> : null}
      </Field>
      <Button type="submit" variant="secondary">
        Start
      </Button>
    </Form>
  );
}

const Form = styled('form', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '$3',
  margin: '0 0 $4',
  '& > button': { marginTop: '28px' },
});
const Field = styled('div', { flex: '1 1 220px', minWidth: 0 });
const FieldError = styled('p', { color: '$error', fontSize: '$sm', margin: '$1 0 0' });
