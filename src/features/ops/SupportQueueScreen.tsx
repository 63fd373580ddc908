// /ops: the support requests waiting for an answer, priority ones (members') first, then oldest
// (services/ops/support.ts), each opening its request.
import { Link } from 'wouter';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_STATUS_LABELS } from '@/contract/support';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { QueryView } from '@/ui/QueryView';
import { StatusChip } from '@/ui/StatusChip';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { supportQueueQuery } from './api';
import { Item, List, Meta } from './list-styles';
import { supportRequestPath } from './paths';

export default function SupportQueueScreen() {
  const { state, reload } = useApiQuery(supportQueueQuery, { refreshEveryMs: 60_000 });
  return (
    <section aria-labelledby="queue-heading" data-testid="ops-support-queue">
      <Heading id="queue-heading">Support requests</Heading>
      <QueryView state={state} reload={reload} loadingLabel="Loading the support queue">
        {({ requests }) =>
          requests.length === 0 ? (
            <Card>
              <Muted css={{ margin: 0 }}>No request is waiting for an answer.</Muted>
            </Card>
          ) : (
            <List aria-label="Waiting for an answer">
              {requests.map((request) => (
                <Item key={request.id} data-testid="ops-support-request">
                  <Subject href={supportRequestPath(request.id)}>{request.subject}</Subject>
                  <Meta>
                    {request.name} ({request.email}) · {SUPPORT_CATEGORY_LABELS[request.category]} ·
                    sent{' '}
                    <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
                    {request.replies ? ` · ${request.replies} answered` : ''}
                  </Meta>
                  <Chips>
                    {request.priority ? <StatusChip tone="good">Priority</StatusChip> : null}
                    <StatusChip tone={request.status === 'open' ? 'waiting' : 'plain'}>
                      {SUPPORT_STATUS_LABELS[request.status]}
                    </StatusChip>
                  </Chips>
                </Item>
              ))}
            </List>
          )
        }
      </QueryView>
    </section>
  );
}

const Chips = styled('span', { display: 'inline-flex', gap: '$2' });
const Subject = styled(Link, { fontWeight: 600, color: '$text' });
