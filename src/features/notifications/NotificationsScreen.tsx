// /app/notifications: the notification centre, the member's newest notices first (an order filled
// or canceled, money that moved, the live application decided, a new follower, a reply or a
// mention), the unread ones
// marked. Opening one marks it read and goes to its screen; "Mark all as read" clears the bell's
// count. Offline, the service worker's copy of the list shows with the stale notice
// (ui/QueryView), and marking read says it needs a connection.
import {
  ArrowDownUp,
  ArrowRightLeft,
  AtSign,
  BadgeCheck,
  Banknote,
  GraduationCap,
  MessageSquare,
  MessageSquareReply,
  PenLine,
  Undo2,
  UserPlus,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Notification, NotificationKind } from '@/contract/notifications';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Heading, Muted } from '@/ui/Card';
import { formatDateTime } from '@/ui/format';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { ScreenTop } from '@/ui/ScreenTop';
import { styled } from '@/ui/theme/stitches';
import { markAllNotificationsRead, markNotificationRead, notificationsQuery } from './api';

const ICONS: Record<NotificationKind, LucideIcon> = {
  order_filled: ArrowDownUp,
  order_canceled: XCircle,
  application_decided: BadgeCheck,
  deposit_settled: Banknote,
  deposit_returned: Undo2,
  withdrawal_completed: Banknote,
  acat_updated: ArrowRightLeft,
  followed: UserPlus,
  replied: MessageSquareReply,
  mentioned: AtSign,
  lessons_available: GraduationCap,
  support_replied: MessageSquare,
  contributor_decided: PenLine,
};

export default function NotificationsScreen() {
  const { state, reload } = useApiQuery(notificationsQuery);
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = (notification: Notification) => {
    // Read on the way: the screen it opens is what the member came for, not the answer.
    if (!notification.read) void markNotificationRead(notification.id).catch(() => {});
    navigate(notification.path);
  };
  const readAll = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await markAllNotificationsRead();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Notifications" testId="notifications-screen">
      <QueryView
        staleNotice
        state={state}
        reload={reload}
        loadingLabel="Loading your notifications"
      >
        {(data) => (
          <>
            <ScreenTop>
              <Heading>Notifications</Heading>
              {data.unread_count > 0 ? (
                <Button variant="secondary" onClick={() => void readAll()} disabled={busy}>
                  Mark all as read
                </Button>
              ) : null}
            </ScreenTop>
            {failed ? (
              <Notice tone="error">
                Your notifications could not be marked read. Check your connection and try again.
              </Notice>
            ) : null}
            {data.notifications.length === 0 ? (
              <Muted data-testid="notifications-empty">
                Nothing yet. When an order fills, money moves or your application is decided, it
                shows here.
              </Muted>
            ) : (
              <List aria-label="Your notifications">
                {data.notifications.map((notification) => {
                  const KindIcon = ICONS[notification.kind];
                  return (
                    <Item key={notification.id}>
                      <Entry
                        type="button"
                        unread={!notification.read}
                        data-testid="notification"
                        onClick={() => open(notification)}
                      >
                        <IconBox aria-hidden>
                          <KindIcon size={20} />
                        </IconBox>
                        <Text>
                          <Title>
                            {notification.read ? null : (
                              <span className="visually-hidden">Unread: </span>
                            )}
                            {notification.title}
                          </Title>
                          <Body>{notification.body}</Body>
                          <When dateTime={notification.created_at}>
                            {formatDateTime(notification.created_at)}
                          </When>
                        </Text>
                        {notification.read ? null : <Dot aria-hidden />}
                      </Entry>
                    </Item>
                  );
                })}
              </List>
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}

const List = styled('ul', { listStyle: 'none', margin: '$3 0 0', padding: 0 });
const Item = styled('li', { '& + &': { marginTop: '$2' } });
const Entry = styled('button', {
  appearance: 'none',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  width: '100%',
  minHeight: '44px',
  padding: '$3 $4',
  textAlign: 'left',
  font: 'inherit',
  color: '$text',
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  cursor: 'pointer',
  '&:hover': { borderColor: '$textMuted' },
  variants: { unread: { true: { borderColor: '$primaryCtaButton' } } },
});
const IconBox = styled('span', {
  display: 'flex',
  flexShrink: 0,
  marginTop: '2px',
  color: '$textMuted',
});
const Text = styled('span', { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 });
const Title = styled('span', { fontWeight: 700, overflowWrap: 'anywhere' });
const Body = styled('span', { color: '$textMuted', fontSize: '$sm', overflowWrap: 'anywhere' });
const When = styled('time', { color: '$textMuted', fontSize: '$xs' });
const Dot = styled('span', {
  flexShrink: 0,
  width: '10px',
  height: '10px',
  marginTop: '6px',
  marginLeft: 'auto',
  borderRadius: '$pill',
  backgroundColor: '$primaryCtaButton',
});
