// The app shell: a header that fits every width from 320 px (brand, the main links on wider
// screens, XP and the account menu), the offline bar, the screen, and the phone's tab bar (up to
// 768 px, spec §9). Nothing in the header may widen the page: on phones it holds the brand, Search,
// XP and the notifications bell only; everything else is a tab or in the account menu.
import { useSignals } from '@preact/signals-react/runtime';
import { Search } from 'lucide-react';
import { type ReactNode, useLayoutEffect } from 'react';
import { Link } from 'wouter';
import { authStatus, currentUser } from '@/features/auth';
import { XpBadge } from '@/features/karma';
import { NotificationBell } from '@/features/notifications';
import { startLearnCompletionSync } from '@/features/learn';
import { startThoughtDraftSync } from '@/features/thoughts';
import { currentBrand } from '@/platform/brand/current';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { styled } from '@/ui/theme/stitches';
import { AccountPopover } from './AccountPopover';
import { HeaderNav } from './HeaderNav';
import { removeHtmlFrame, removeSkeleton } from './html-frame';
import { InstallButton } from './InstallButton';
import { OfflineBar } from './OfflineBar';
import { TAB_BAR_HEIGHT } from './layout-metrics';
import { TabBar } from './TabBar';

// Offline thought drafts post on app start and whenever the connection returns; so do lessons
// completed offline.
startThoughtDraftSync();
startLearnCompletionSync();

export function AppLayout({ children }: { children: ReactNode }) {
  // The frame drawn from the HTML while the scripts loaded (html-frame.ts) goes as this one first
  // paints, in the same frame; home's skeleton at the latest when the layout goes (an error page).
  useLayoutEffect(() => {
    removeHtmlFrame();
    return removeSkeleton;
  }, []);
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header data-testid="app-header">
        <Brand href={appPaths.dashboard}>{currentBrand.displayName}</Brand>
        <HeaderNav />
        <Actions>
          <InstallButton />
          <UserArea />
        </Actions>
      </Header>
      <OfflineBar />
      {children}
      <TabBar />
    </Shell>
  );
}

function UserArea() {
  useSignals();
  if (authStatus.value === 'unknown') return null;
  if (!currentUser.value) {
    return (
      <>
        <SignIn as={Link} href={appPaths.login} variant="secondary">
          Log in
        </SignIn>
        <SignIn as={Link} href={appPaths.signUp}>
          Sign up
        </SignIn>
      </>
    );
  }
  // Search needs a session (the market API does), so signed-out phones get the ways in instead.
  return (
    <>
      <PhoneSearch href={appPaths.search} aria-label="Search">
        <Search size={22} aria-hidden />
      </PhoneSearch>
      {/* Community points, labelled XP (spec §3). */}
      <XpBadge />
      <NotificationBell />
      <Wide>
        <AccountPopover />
      </Wide>
    </>
  );
}

const Shell = styled('div', {
  minHeight: '100vh',
  paddingLeft: 'env(safe-area-inset-left)',
  paddingRight: 'env(safe-area-inset-right)',
  '@mobile': { paddingBottom: `calc(${TAB_BAR_HEIGHT + 8}px + env(safe-area-inset-bottom))` },
});
const SkipLink = styled('a', {
  position: 'absolute',
  left: '-9999px',
  '&:focus': { left: '$2', top: '$2', zIndex: 40, backgroundColor: '$component', padding: '$2' },
});
// Under the status bar of the store wrappers (viewport-fit=cover): the header pads by the inset.
const Header = styled('header', {
  display: 'flex',
  alignItems: 'center',
  gap: '$5',
  minHeight: '64px',
  padding: '$2 $5',
  paddingTop: 'max($space$2, env(safe-area-inset-top))',
  backgroundColor: '$header',
  borderBottom: '1px solid $border',
  position: 'sticky',
  top: 0,
  zIndex: 20,
  '@tablet': { gap: '$4', padding: '$2 $4' },
  '@mobile': { gap: '$2', padding: '$1 $3', minHeight: '56px' },
});
const Brand = styled(Link, {
  fontWeight: 800,
  fontSize: '$lg',
  color: '$text',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  // At 320 px the brand, Search, XP at today's maximum and the bell share 296 px.
  '@narrowPhone': { fontSize: '$md' },
});
const Actions = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  marginLeft: 'auto',
  flexShrink: 0,
  '@mobile': { gap: '$2' },
  '@narrowPhone': { gap: '$1' },
});
const PhoneSearch = styled(Link, {
  display: 'none',
  '@mobile': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: '$pill',
    color: '$text',
  },
});
const SignIn = styled(Button, {
  '@mobile': { padding: '0 $3', fontSize: '$sm' },
});
const Wide = styled('div', { display: 'contents', '@mobile': { display: 'none' } });
