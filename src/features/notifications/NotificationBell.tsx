// The header's bell: the notification centre's door, with the count not yet read (from 100 it
// reads "99+", so no count can widen a phone's header). It reads the centre's own query, asked
// again each minute and when the window regains focus, so a fill shows without a reload; an
// order placed here marks it stale at once (platform/queries/changes.ts). Signed in only: the
// header shows it beside the XP badge. Mounted once a member is signed in, it also hands this
// device's push subscription, if it has one, to the server again (push.ts renewPush).
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { styled } from '@/ui/theme/stitches';
import { notificationsQuery } from './api';
import { notificationsPaths } from './paths';

const REFRESH_MS = 60_000;
const unreadFigure = (count: number) => (count > 99 ? '99+' : String(count));
/** Once per page load: the bell mounts again on every signed-in screen. */
let renewed = false;

export function NotificationBell() {
  const { state } = useApiQuery(notificationsQuery, { refreshEveryMs: REFRESH_MS });
  const unread = state.status === 'success' ? state.data.unread_count : 0;
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications, none unread';
  useEffect(() => {
    if (renewed) return;
    renewed = true;
    // Offline or refused, it is tried again at the next start; push stays as the member left it.
    // Loaded here, not with the app shell (its budget): most devices never turned push on.
    import('./push').then(({ renewPush }) => renewPush()).catch(() => undefined);
  }, []);
  return (
    <Door href={notificationsPaths.centre} aria-label={label} data-testid="notification-bell">
      <Bell size={22} aria-hidden />
      {unread ? (
        <Count aria-hidden data-testid="notification-count">
          {unreadFigure(unread)}
        </Count>
      ) : null}
    </Door>
  );
}

const Door = styled(Link, {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  borderRadius: '$pill',
  color: '$text',
  '&:hover': { backgroundColor: '$component' },
});
const Count = styled('span', {
  position: 'absolute',
  top: '4px',
  right: '2px',
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  borderRadius: '$pill',
  backgroundColor: '$primaryCtaButton',
  color: '$buttonText',
  fontSize: '11px',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
