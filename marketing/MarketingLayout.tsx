// The marketing site's frame: brand header with the way into the app, and a footer with the
// information pages. Mobile layout under 1000 px (spec §2, §9). A signed-in member is forwarded
// into the app from the pages whose rule says so (forward-signed-in.ts, spec §7); on the others
// the header offers "Open the app" instead of "Log in" and "Get started".
import { useEffect, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useLocation } from 'wouter';
import { currentBrand } from '@/platform/brand/current';
import { appPaths, marketingPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { StoreBadges } from '@/ui/StoreBadges';
import { useHydrated } from '@/ui/use-hydrated';
import { authStatus } from '@/features/auth';
import { useForwardCampaign } from './forward-campaign';
import { styled } from '@/ui/theme/stitches';

const FOOTER_LINKS = [
  { href: marketingPaths.about, label: 'About us' },
  { href: marketingPaths.enterprise, label: 'Enterprise' },
  { href: marketingPaths.faq, label: 'FAQ' },
  { href: marketingPaths.contact, label: 'Contact' },
  { href: marketingPaths.securities, label: 'What you can trade' },
  { href: marketingPaths.referrals, label: 'Referrals' },
  { href: marketingPaths.blog, label: 'Blog' },
  { href: marketingPaths.legal, label: 'Legal' },
  { href: marketingPaths.termsOfService, label: 'Terms of service' },
  { href: marketingPaths.privacyPolicy, label: 'Privacy policy' },
  { href: marketingPaths.marginDisclosure, label: 'Margin disclosure' },
  { href: marketingPaths.viewpointGuidelines, label: 'Viewpoint guidelines' },
  { href: marketingPaths.influencerDisclosure, label: 'Influencer disclosure' },
  { href: marketingPaths.referralRules, label: 'Referral rules' },
  { href: marketingPaths.rewardsRules, label: 'Rewards rules' },
  { href: marketingPaths.learnAndEarnRules, label: 'Learn-and-earn rules' },
  { href: marketingPaths.fundingBonusRules, label: 'Funding bonus rules' },
  { href: marketingPaths.surveyRules, label: 'Survey rules' },
] as const;

export function MarketingLayout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  useForwardCampaign(location);
  useSignals();
  // The pre-rendered header is the visitor's; it changes only once hydrated (identical HTML).
  const member = useHydrated() && authStatus.value === 'signed-in';
  useEffect(() => {
    // Spec §7: a member is forwarded into the app, except on localhost; each page's rule is in
    // forward-signed-in.ts, a chunk only members load.
    if (!member || window.location.hostname === 'localhost') return;
    let current = true;
    void import('./forward-signed-in').then(({ signedInDestination }) => {
      const destination = signedInDestination(location);
      if (current && destination) navigate(destination, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [member, location, navigate]);
  return (
    <Frame data-area="marketing">
      <Header>
        <Brand href={marketingPaths.splash}>{currentBrand.displayName}</Brand>
        <Nav aria-label="Site">
          <NavLink href={marketingPaths.about}>About</NavLink>
          <NavLink href={marketingPaths.securities}>Invest</NavLink>
          <NavLink href={marketingPaths.faq}>FAQ</NavLink>
          <NavLink href={marketingPaths.enterprise}>Enterprise</NavLink>
        </Nav>
        <Actions>
          {/* Plain anchors: the app is its own area and loads its own chunk. */}
          {member ? (
            <HeaderButton as="a" href={appPaths.dashboard} data-analytics="Open the app">
              Open the app
            </HeaderButton>
          ) : (
            <>
              <HeaderButton as="a" href={appPaths.login} variant="secondary">
                Log in
              </HeaderButton>
              <HeaderButton as="a" href={appPaths.signUpShort} data-analytics="Get started">
                Get started
              </HeaderButton>
            </>
          )}
        </Actions>
      </Header>
      {children}
      <Footer>
        <FooterNav aria-label="Information">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
        </FooterNav>
        <Contact>
          <StoreBadges />
          <p>
            Questions? Write to{' '}
            <a href={`mailto:${currentBrand.supportEmail}`}>{currentBrand.supportEmail}</a>
          </p>
        </Contact>
        <Fine>
          Investing involves risk, including the possible loss of principal. Brokerage services are
          offered through a registered broker-dealer partner. Paper trading is simulated and does
          not reflect real trading. Nothing on this site is investment advice.
        </Fine>
      </Footer>
    </Frame>
  );
}

const Frame = styled('div', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
const Header = styled('header', {
  display: 'flex',
  alignItems: 'center',
  gap: '$5',
  padding: '$4 $6',
  backgroundColor: '$header',
  borderBottom: '1px solid $border',
  '@marketingMobile': { padding: '$2 $3', gap: '$2' },
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
  '@media (max-width: 399.98px)': { fontSize: '$md' },
});
const Nav = styled('nav', {
  display: 'flex',
  gap: '$4',
  flex: 1,
  '@marketingMobile': { display: 'none' },
});
const NavLink = styled(Link, {
  color: '$textMuted',
  textDecoration: 'none',
  fontWeight: 600,
  minHeight: '44px',
  minWidth: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});
const Actions = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  marginLeft: 'auto',
  flexShrink: 0,
  '@marketingMobile': { gap: '$1' },
});
// Both ways in stay whole on a 320 px phone: smaller buttons under 1000 px, and under 400 px
// "Log in" loses its outline (still a 44 px target) so "Get started" keeps its room. A styled
// Button, so these rules win over the Button's own padding.
const HeaderButton = styled(Button, {
  '@marketingMobile': { padding: '0 $3', minHeight: '44px', fontSize: '$sm' },
  '@media (max-width: 399.98px)': { '&[href$="/login"]': { borderColor: 'transparent' } },
});
const Footer = styled('footer', {
  marginTop: 'auto',
  borderTop: '1px solid $border',
  padding: '$6',
  backgroundColor: '$header',
  '@marketingMobile': { padding: '$5 $4' },
});
const FooterNav = styled('nav', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: '$2 $4',
  '& a': { color: '$textMuted', fontSize: '$sm' },
});
const Contact = styled('div', {
  marginTop: '$5',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$4',
  '& p': { margin: 0, color: '$textMuted', fontSize: '$sm' },
});
const Fine = styled('p', {
  color: '$textMuted',
  fontSize: '$xs',
  maxWidth: '800px',
  marginTop: '$5',
});
