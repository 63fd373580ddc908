// One home-screen section: a card with its heading (and a "See all" link), and the states every
// section has on its own (CONTRIBUTING "Screens"): a skeleton while loading, the error with Try
// again, offline (the service worker answers from its cache when it can, so a section seen before
// still shows; one never seen says why it is empty), empty, and the data. Sections load apart, so
// one failing never blanks the page.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ApiError, describeError, type QueryState } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { keyframes, styled } from '@/ui/theme/stitches';

export function Section({
  id,
  title,
  more,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  /** "See all" and where it leads; `what` finishes its name for screen readers ("your watchlist"). */
  more?: { href: string; what: string };
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-heading`} data-testid={testId} css={{ minWidth: 0 }}>
      <Top>
        <Heading as="h2" level={2} id={`${id}-heading`} css={{ margin: 0 }}>
          {title}
        </Heading>
        {more ? (
          <More href={more.href}>
            See all<span className="visually-hidden"> {more.what}</span>
          </More>
        ) : null}
      </Top>
      {children}
    </Card>
  );
}

export function SectionBody<T>({
  state,
  reload,
  label,
  lines = 3,
  reserve,
  isEmpty,
  empty,
  children,
}: {
  state: QueryState<T>;
  reload: () => void;
  /** What is loading, for screen readers: "Loading your watchlist". */
  label: string;
  /** How many skeleton rows stand in for the data. */
  lines?: number;
  /** The loaded content's usual height in px: the skeleton keeps that room, so nothing below
   *  jumps when the data arrives (layout shift is what made /app slow in Lighthouse). */
  reserve?: number;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  useSignals();
  const online = isOnline.value;
  const wasOnline = useRef(online);
  useEffect(() => {
    // Back online: fetch again (a section that failed offline, or shows a cached answer).
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);
  if (state.status === 'loading') return <Skeleton label={label} lines={lines} reserve={reserve} />;
  if (state.status === 'error') {
    const offline = !online || (state.error instanceof ApiError && state.error.isOffline);
    return (
      <Notice
        tone={offline ? 'warning' : 'error'}
        action={
          <Button variant="link" onClick={reload}>
            Try again
          </Button>
        }
      >
        {online
          ? describeError(state.error)
          : 'You are offline, and this has not been saved on this device yet.'}
      </Notice>
    );
  }
  if (isEmpty?.(state.data)) return <>{empty}</>;
  return <>{children(state.data)}</>;
}

function Skeleton({
  label,
  lines = 3,
  reserve,
}: {
  label: string;
  lines?: number;
  reserve?: number;
}) {
  return (
    <div role="status" aria-live="polite" style={reserve ? { minHeight: reserve } : undefined}>
      <span className="visually-hidden">{label}</span>
      <Bones aria-hidden>
        {Array.from({ length: lines }, (_, index) => (
          <Bone key={index} css={{ width: `${92 - ((index * 17) % 40)}%` }} />
        ))}
      </Bones>
    </div>
  );
}

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

const Top = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  marginBottom: '$3',
});
const More = styled(Link, {
  fontWeight: 600,
  fontSize: '$sm',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
const Bones = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$2 0',
});
const Bone = styled('div', {
  height: '18px',
  borderRadius: '$sm',
  backgroundColor: '$border',
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});
