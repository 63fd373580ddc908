// /app/support (spec §2 mobile "support"): the member's support requests, newest first, each
// with its status, support's replies under it, and a "Priority" mark when it was sent while a
// membership was in force (the plan's "priority support": answered first). Links to filing a new one. Offline,
// the service worker's copy of the list shows with the stale notice (ui/QueryView).
import { Link, useSearch } from 'wouter';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_LABELS,
  type SupportRequest,
  type SupportStatus,
} from '@/contract/support';
import { accountSettingsPaths } from '@/features/account-settings';
import { membershipPaths } from '@/features/membership';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { ActionLink, ScreenTop } from '@/ui/ScreenTop';
import { QueryView } from '@/ui/QueryView';
import { StatusChip, type ChipTone } from '@/ui/StatusChip';
import { styled } from '@/ui/theme/stitches';
import { supportRequestsQuery } from './api';
import { supportPaths } from './paths';
import { formatDateTime } from '@/ui/format';

const TONES: Record<SupportStatus, ChipTone> = {
  open: 'waiting',
  answered: 'good',
  closed: 'plain',
};

export default function SupportListScreen() {
  const sent = new URLSearchParams(useSearch()).get('sent');
  const { state, reload } = useApiQuery(supportRequestsQuery);
  return (
    <Page title="Support" testId="support-list">
      <ScreenTop>
        <Heading>Support</Heading>
        <ActionLink href={supportPaths.create}>New support request</ActionLink>
      </ScreenTop>
      <Muted>
        Ask us about your account, orders, deposits or anything else. Our answers show here under
        your request, and we tell you when one comes.
      </Muted>
      {sent ? (
        <Notice tone="info">
          <span data-testid="support-sent">
            Your request was sent. Our answer will show below, and we will tell you when it does.
          </span>
        </Notice>
      ) : null}
      <QueryView
        staleNotice
        state={state}
        reload={reload}
        loadingLabel="Loading your support requests"
      >
        {(data) => (
          <>
            <Muted>
              {data.priority_now ? (
                'Your membership includes priority support: your requests are answered first.'
              ) : (
                <>
                  Members’ requests are answered first.{' '}
                  <Link href={membershipPaths.membership}>About membership</Link>
                </>
              )}
            </Muted>
            {data.support_requests.length === 0 ? (
              <Card>
                <Muted data-testid="support-empty">
                  You have not sent a support request yet. When you do, it shows here with its
                  status.
                </Muted>
                <Link href={supportPaths.create}>Send your first request</Link>
              </Card>
            ) : (
              <List aria-label="Your support requests">
                {data.support_requests.map((request) => (
                  <RequestRow key={request.id} request={request} highlight={request.id === sent} />
                ))}
              </List>
            )}
          </>
        )}
      </QueryView>
      <Back href={accountSettingsPaths.account}>Back to your account</Back>
    </Page>
  );
}

function RequestRow({ request, highlight }: { request: SupportRequest; highlight: boolean }) {
  return (
    <Row data-testid="support-request" highlight={highlight}>
      <RowTop>
        <Subject>{request.subject}</Subject>
        <Chips>
          {request.priority ? <StatusChip tone="good">Priority</StatusChip> : null}
          <StatusChip tone={TONES[request.status]}>
            {SUPPORT_STATUS_LABELS[request.status]}
          </StatusChip>
        </Chips>
      </RowTop>
      <Meta>
        {SUPPORT_CATEGORY_LABELS[request.category]} · sent{' '}
        <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
      </Meta>
      <details>
        <summary>Your message</summary>
        <Message>{request.message}</Message>
      </details>
      {request.replies.map((reply) => (
        <Reply key={reply.created_at} data-testid="support-reply">
          <Meta>
            Support answered{' '}
            <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
          </Meta>
          <Message>{reply.body}</Message>
        </Reply>
      ))}
    </Row>
  );
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Row = styled('li', {
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$4',
  '& + &': { marginTop: '$3' },
  '& summary': { cursor: 'pointer', color: '$textMuted', fontSize: '$sm', marginTop: '$2' },
  variants: { highlight: { true: { borderColor: '$primaryCtaButton' } } },
});
const RowTop = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '$3',
});
const Subject = styled('h2', {
  fontSize: '$md',
  margin: 0,
  overflowWrap: 'anywhere',
});
const Reply = styled('div', {
  marginTop: '$3',
  paddingLeft: '$3',
  borderLeft: '3px solid $primaryCtaButton',
});
const Chips = styled('span', { display: 'inline-flex', gap: '$2', flexShrink: 0 });
const Meta = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '$1 0 0' });
const Message = styled('p', {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: '$2 0 0',
  lineHeight: 1.5,
});
const Back = styled(Link, { display: 'inline-block', marginTop: '$5' });
