// A screen group's own row of links under its title (markets, community, …): pill links, the
// current page marked, scrolling sideways on a phone instead of wrapping, with the current link
// brought into view (the last ones sit off-screen on a 390 px phone).
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { styled } from './theme/stitches';

export function LinkTabs({
  label,
  links,
}: {
  /** The navigation landmark's name ("Markets", "Community"). */
  label: string;
  links: ReadonlyArray<readonly [href: string, text: string]>;
}) {
  const [location] = useLocation();
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    bar.current
      ?.querySelector('[aria-current=page]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [location]);
  return (
    <Bar aria-label={label} ref={bar} data-analytics-tabs={label}>
      {links.map(([href, text]) => (
        <Tab key={href} href={href} aria-current={location === href ? 'page' : undefined}>
          {text}
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
