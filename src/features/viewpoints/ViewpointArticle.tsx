// One viewpoint on a contributor's page: the whole text when open to the reader, otherwise the
// title, the teaser and the locked state with the subscribe entry point. Viewpoints are plain text
// (the server neutralises HTML): shown as text, keeping the author's line breaks.
import type { Viewpoint } from '@/contract/viewpoints';
import { Card, Heading } from '@/ui/Card';
import { styled } from '@/ui/theme/stitches';
import { Badge } from '@/ui/Badge';
import { LockIcon } from './LockIcon';
import { SubscribeButton } from './SubscribeModal';
import { formatDate } from './text';

export function ViewpointArticle({
  viewpoint,
  author,
  contributorId,
}: {
  viewpoint: Viewpoint;
  author: string;
  contributorId: string;
}) {
  const headingId = `viewpoint-${viewpoint.id}`;
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      data-testid="viewpoint"
      data-locked={viewpoint.locked}
    >
      <Heading as="h2" level={2} id={headingId}>
        {viewpoint.title}
      </Heading>
      <Meta>
        <time dateTime={viewpoint.created_at}>{formatDate(viewpoint.created_at)}</time>
        {viewpoint.subscriber_only ? <Badge>Subscribers only</Badge> : null}
      </Meta>
      {viewpoint.locked || viewpoint.body === null ? (
        <>
          <Body>{viewpoint.teaser}</Body>
          <Locked role="note" aria-label="Locked viewpoint">
            <LockedText>
              <LockIcon />
              Subscribers only: subscribe to {author} to read the rest.
            </LockedText>
            <SubscribeButton contributorId={contributorId} name={author} title={viewpoint.title} />
          </Locked>
        </>
      ) : (
        <Body>{viewpoint.body}</Body>
      )}
    </Card>
  );
}

const Meta = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  color: '$textMuted',
  fontSize: '$sm',
  margin: '0 0 $3',
});
const Body = styled('p', { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '0 0 $3' });
const Locked = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
  padding: '$3 $4',
  border: '1px dashed $border',
  borderRadius: '$md',
});
const LockedText = styled('p', { margin: 0, color: '$textMuted' });
