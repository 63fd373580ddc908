// /ops/audit: the operators' newest actions (server/services/ops/audit.ts), who took each, on
// what, and when; the command line's are "command line".
import { useApiQuery } from '@/platform/queries';
import { Heading, Muted } from '@/ui/Card';
import { QueryView } from '@/ui/QueryView';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { auditQuery } from './api';

export default function AuditScreen() {
  const { state, reload } = useApiQuery(auditQuery);
  return (
    <section aria-labelledby="audit-heading" data-testid="ops-audit">
      <Heading id="audit-heading">Audit log</Heading>
      <Muted>Every action an operator takes, newest first.</Muted>
      <QueryView state={state} reload={reload} loadingLabel="Loading the audit log">
        {({ actions }) => (
          <List>
            {actions.map((action) => (
              <Item key={action.id} data-testid="ops-audit-action">
                <strong>{action.action}</strong> on {action.subject_type} {action.subject_id}
                <Meta>
                  {action.operator ?? 'command line'} ·{' '}
                  <time dateTime={action.created_at}>{formatDateTime(action.created_at)}</time> ·{' '}
                  {action.detail}
                </Meta>
              </Item>
            ))}
          </List>
        )}
      </QueryView>
    </section>
  );
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', {
  padding: '$3 0',
  borderBottom: '1px solid $border',
  overflowWrap: 'anywhere',
});
const Meta = styled('p', { margin: '$1 0 0', color: '$textMuted', fontSize: '$sm' });
