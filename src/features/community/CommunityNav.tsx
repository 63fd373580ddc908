// The community screens' own navigation (issue 6/10): one row of links under the title, so the
// app's main navigation needs a single Community entry (/app/feed). It scrolls sideways on a phone.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { styled } from '@/ui/theme/stitches';
import { communityPaths } from './paths';

const LINKS = [
  [communityPaths.feed, 'Feed'],
  [communityPaths.ideas, 'My ideas'],
  [communityPaths.connections, 'Connections'],
  [communityPaths.thoughtLeaders, 'Thought leaders'],
  [communityPaths.famousInvestors, 'Famous investors'],
  [communityPaths.privacySettings, 'Privacy'],
] as const;

export function CommunityNav() {
  const [location] = useLocation();
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    bar.current
      ?.querySelector('[aria-current=page]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [location]);
  return (
    <Bar aria-label="Community" ref={bar}>
      {LINKS.map(([href, label]) => (
        <Tab key={href} href={href} aria-current={location === href ? 'page' : undefined}>
          {label}
        </Tab>
      ))}
    </Bar>
  );
}

const Bar = styled('nav', {
  display: 'flex',
  gap: '$2',
  overflowX: 'auto',
  margin: '0 0 $4',
  paddingBottom: '$1',
  scrollbarWidth: 'none',
});
const Tab = styled(Link, {
  flexShrink: 0,
  padding: '$2 $4',
  borderRadius: '$pill',
  border: '1px solid $border',
  color: '$textMuted',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: '$sm',
  '&[aria-current=page]': {
    color: '$buttonText',
    backgroundColor: '$primaryCtaButton',
    borderColor: '$primaryCtaButton',
  },
});
