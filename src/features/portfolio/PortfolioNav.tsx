// The portfolio's sections (spec §2 /portfolio, /portfolio/history, /ideas/portfolio_explorer,
// /ideas/community), one link each; the current one is marked for assistive technology.
import { Link, useLocation } from 'wouter';
import { appPaths } from '@/paths';
import { styled } from '@/ui/theme/stitches';

const SECTIONS = [
  { href: appPaths.portfolio, label: 'Overview' },
  { href: appPaths.portfolioHistory, label: 'History' },
  { href: appPaths.portfolioExplorer, label: 'Explorer' },
  { href: appPaths.community, label: 'Popular' },
] as const;

export function PortfolioNav() {
  const [location] = useLocation();
  return (
    <Bar aria-label="Portfolio sections">
      {SECTIONS.map((section) => (
        <Tab
          key={section.href}
          href={section.href}
          aria-current={location === section.href ? 'page' : undefined}
        >
          {section.label}
        </Tab>
      ))}
    </Bar>
  );
}

const Bar = styled('nav', {
  display: 'flex',
  gap: '$2',
  margin: '0 0 $4',
  '@mobile': { gap: '$1' },
  overflowX: 'auto',
  borderBottom: '1px solid $border',
});
const Tab = styled(Link, {
  padding: '$2 $3',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: '$textMuted',
  textDecoration: 'none',
  fontWeight: 600,
  borderBottom: '2px solid transparent',
  '&[aria-current=page]': { color: '$text', borderBottomColor: '$primaryCtaButton' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
  // All four fit a 360 px phone without scrolling sideways.
  '@mobile': { padding: '$2', fontSize: '$sm' },
});
