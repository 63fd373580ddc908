// /ops/audit: the operators' newest actions (server/services/ops/audit.ts), who took each, on
// what, and when; the command line's are "command line".
import { useApiQuery } from '@/platform/queries';
import { Heading, Muted } from '@/ui/Card';
import { QueryView } from '@/ui/QueryView';
import { formatDateTime } from '@/ui/format';
import { auditQuery } from './api';
import { Item, List, Meta } from './list-styles';

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
