// The header's links (wider than 768 px, spec §9): as many as the row has room for, the rest in a
// "More" panel at the row's end (header-fit decides which). The row's room is measured, not
// guessed from the width: the install offer, the XP badge, signed in or out and the fonts all
// change it. A hidden copy of the links gives their widths whether they show or not.
import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'wouter';
import { MEDIA, styled } from '@/ui/theme/stitches';
import { MenuLink, MenuLinks } from './AccountMenuList';
import { linksThatFit } from './header-fit';
import { HeaderPanel } from './HeaderPanel';
import { HEADER_DROP_ORDER, HEADER_LINKS, type NavLinkItem } from './navigation';
import { useDisclosure } from './use-disclosure';

const ALL = HEADER_LINKS.map((_, index) => index);

export function HeaderNav() {
  const [location] = useLocation();
  const nav = useRef<HTMLElement>(null);
  const copy = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<readonly number[]>(ALL);

  useLayoutEffect(() => {
    const row = nav.current;
    const cells = copy.current;
    if (!row || !cells) return;
    const measure = () => {
      const widths = Array.from(cells.children, (cell) => cell.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const next = linksThatFit({
        widths,
        dropOrder: HEADER_DROP_ORDER,
        room: row.clientWidth,
        gap: parseFloat(getComputedStyle(row).columnGap) || 0,
        moreWidth,
      });
      return (was: readonly number[]) => (same(was, next) ? was : next);
    };
    // On mount React renders a layout effect's update before the browser paints; a resize's
    // answer is rendered at once too, in the frame that measured it, so no frame shows the row
    // overlapping what follows it. A phone hides the row (the tab bar has the links): there the
    // mount does not measure, since measuring makes the browser lay out the whole page inside
    // React's commit (~45 ms at Lighthouse's 4×, docs/performance.md), and a hidden row (no
    // width) keeps what it had until a wider window shows it.
    if (!window.matchMedia(MEDIA.mobile).matches) setShown(measure());
    const observer = new ResizeObserver(() => {
      if (row.clientWidth > 0) flushSync(() => setShown(measure()));
    });
    observer.observe(row);
    observer.observe(cells);
    return () => observer.disconnect();
  }, []);

  const more = HEADER_LINKS.filter((_, index) => !shown.includes(index));
  return (
    <Row ref={nav} aria-label="Main" data-analytics-tabs="Header">
      {shown.map((index) => {
        const item = HEADER_LINKS[index]!;
        return (
          <NavLink
            key={item.href}
            href={item.href}
            aria-current={location === item.href ? 'page' : undefined}
          >
            {item.label}
          </NavLink>
        );
      })}
      {more.length ? <MoreMenu links={more} /> : null}
      <Copy ref={copy} aria-hidden>
        {HEADER_LINKS.map((item) => (
          <NavLink as="span" key={item.href}>
            {item.label}
          </NavLink>
        ))}
        <MoreTrigger as="span">
          More <ChevronDown size={16} aria-hidden />
        </MoreTrigger>
      </Copy>
    </Row>
  );
}

/** "More": the header's links that stepped back, under a button at the row's end. */
export function MoreMenu({ links }: { links: readonly NavLinkItem[] }) {
  const [location] = useLocation();
  const { open, close, root, panelId, triggerProps } = useDisclosure();
  const here = links.some((link) => link.href === location);
  return (
    <MoreRoot ref={root}>
      <MoreTrigger {...triggerProps} data-current={here ? 'true' : undefined}>
        More <ChevronDown size={16} aria-hidden />
      </MoreTrigger>
      {open ? (
        <HeaderPanel id={panelId} css={{ right: 'auto', left: 0, width: '220px' }}>
          <MenuLinks>
            {links.map((link) => (
              <li key={link.href}>
                <MenuLink
                  href={link.href}
                  aria-current={location === link.href ? 'page' : undefined}
                  onClick={close}
                >
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </MenuLinks>
        </HeaderPanel>
      ) : null}
    </MoreRoot>
  );
}

function same(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

const Row = styled('nav', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  flex: 1,
  minWidth: 0,
  '@tablet': { gap: '$3' },
  '@mobile': { display: 'none' },
});
const NavLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: '$textMuted',
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '&[aria-current=page]': { color: '$text' },
});
const MoreRoot = styled('div', { position: 'relative', flexShrink: 0 });
const MoreTrigger = styled('button', {
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '44px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: '$textMuted',
  font: 'inherit',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&[data-current=true], &[aria-expanded=true], &:hover': { color: '$text' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
// Laid out like the row, never seen nor read: it only lends its widths.
const Copy = styled('div', {
  position: 'absolute',
  top: 0,
  left: 0,
  display: 'flex',
  width: 'max-content',
  visibility: 'hidden',
  pointerEvents: 'none',
  height: 0,
  overflow: 'hidden',
});
