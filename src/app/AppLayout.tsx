// The app shell (issue 1/10): header with navigation and sign-in state, the screen, and a bottom
// navigation bar on phones (under 768 px, spec §9).
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { authStatus, currentUser, logOut } from '@/features/auth';
import { XpBadge } from '@/features/karma';
import { startLearnCompletionSync } from '@/features/learn';
import { startThoughtDraftSync } from '@/features/thoughts';
import { describeError } from '@/platform/api';
import { currentBrand } from '@/platform/brand/current';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { styled } from '@/ui/theme/stitches';
import { InstallButton } from './InstallButton';
import { OfflineBar } from './OfflineBar';
import { NAV_ITEMS, PHONE_NAV_ITEMS } from './navigation';

// Offline thought drafts post on app start and whenever the connection returns (issue 6/10).
startThoughtDraftSync();
startLearnCompletionSync();

export function AppLayout({ children }: { children: ReactNode }) {
  useSignals();
  const [location] = useLocation();
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <Brand href={appPaths.dashboard}>{currentBrand.displayName}</Brand>
        <TopNav aria-label="Main">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.href}
              href={item.href}
              aria-current={location === item.href ? 'page' : undefined}
            >
              {item.label}
            </NavLink>
          ))}
        </TopNav>
        <InstallButton />
        <UserArea />
      </Header>
      <OfflineBar />
      {children}
      <BottomNav aria-label="Main">
        {PHONE_NAV_ITEMS.map((item) => (
          <BottomLink
            key={item.href}
            href={item.href}
            aria-current={location === item.href ? 'page' : undefined}
          >
            <span aria-hidden>{item.icon}</span>
            {item.label}
          </BottomLink>
        ))}
      </BottomNav>
    </Shell>
  );
}

function UserArea() {
  useSignals();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const user = currentUser.value;
  if (authStatus.value === 'unknown') return <Actions aria-hidden />;
  if (!user) {
    return (
      <Actions>
        <Button as={Link} href={appPaths.login} variant="secondary">
          Log in
        </Button>
        <Button as={Link} href={appPaths.signUp}>
          Sign up
        </Button>
      </Actions>
    );
  }
  const onLogOut = async () => {
    setError(null);
    try {
      await logOut();
      navigate(appPaths.login);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  return (
    <Actions>
      {/* Community points, labelled XP (spec §3); visible on phones, where the name is not. */}
      <XpBadge />
      <UserName data-testid="signed-in-user">{user.name}</UserName>
      <Button variant="secondary" onClick={onLogOut}>
        Log out
      </Button>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Actions>
  );
}

const Shell = styled('div', { minHeight: '100vh', '@mobile': { paddingBottom: '72px' } });
const SkipLink = styled('a', {
  position: 'absolute',
  left: '-9999px',
  '&:focus': { left: '$2', top: '$2', zIndex: 10, backgroundColor: '$component', padding: '$2' },
});
const Header = styled('header', {
  display: 'flex',
  alignItems: 'center',
  gap: '$5',
  padding: '$3 $5',
  backgroundColor: '$header',
  borderBottom: '1px solid $border',
  position: 'sticky',
  top: 0,
  zIndex: 5,
  '@tablet': { gap: '$4' },
  '@mobile': { padding: '$3 $4', gap: '$3' },
});
const Brand = styled(Link, {
  fontWeight: 800,
  fontSize: '$lg',
  color: '$text',
  textDecoration: 'none',
});
// On a tablet the links may not all fit beside the brand and the account buttons: the row then
// scrolls sideways inside the header instead of widening the page.
const TopNav = styled('nav', {
  display: 'flex',
  gap: '$4',
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  padding: '$1 0',
  '@tablet': { gap: '$3' },
  '@mobile': { display: 'none' },
});
const NavLink = styled(Link, {
  color: '$textMuted',
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '&[aria-current=page]': { color: '$text' },
});
const Actions = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  marginLeft: 'auto',
  '@mobile': { gap: '$2', '& > *': { padding: '$2 $3', minHeight: '40px', fontSize: '$sm' } },
});
// The name gives way first when the header is tight (ten links since Learn joined: every link fits
// beside it from 1440 px): the XP badge and Log out say who is signed in enough.
const UserName = styled('span', {
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '@media (max-width: 1439px)': { display: 'none' },
});
const ErrorText = styled('span', { color: '$error', fontSize: '$sm' });
const BottomNav = styled('nav', {
  display: 'none',
  '@mobile': {
    display: 'flex',
    position: 'fixed',
    bottom: 0,
    left: 0,
    right: 0,
    backgroundColor: '$header',
    borderTop: '1px solid $border',
    paddingBottom: 'env(safe-area-inset-bottom)',
  },
});
const BottomLink = styled(Link, {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: '$2 0',
  minHeight: '56px',
  color: '$textMuted',
  textDecoration: 'none',
  fontSize: '$xs',
  fontWeight: 600,
  '& span': { fontSize: '$lg', lineHeight: 1 },
  '&[aria-current=page]': { color: '$primaryCtaButton' },
});
