// The phone's tab bar (up to 768 px, spec §9): always on screen at the bottom, above the home
// indicator of the store wrappers (safe-area inset), five tabs with an icon, a label and the
// current one marked. Account opens the account menu as a bottom sheet, one tap from everything
// that is not a tab.
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Modal } from '@/ui/Modal';
import { styled } from '@/ui/theme/stitches';
import { AccountMenuList } from './AccountMenuList';
import { TAB_BAR_HEIGHT } from './layout-metrics';
import { TABS, tabOf, type Tab } from './navigation';

export function TabBar() {
  const [location] = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const current = tabOf(location);
  return (
    <>
      <Bar aria-label="Main" data-testid="tab-bar" data-analytics-tabs="Tab bar">
        {TABS.map((tab) =>
          tab.href ? (
            <TabLink
              key={tab.id}
              href={tab.href}
              aria-current={current === tab.id ? 'page' : undefined}
            >
              <TabFace tab={tab} />
            </TabLink>
          ) : (
            <TabButton
              key={tab.id}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              data-current={current === tab.id || undefined}
              onClick={() => setSheetOpen(true)}
            >
              <TabFace tab={tab} />
            </TabButton>
          ),
        )}
      </Bar>
      <Modal
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        modalType="account menu"
        title="Account"
        height="auto"
      >
        <AccountMenuList onDone={() => setSheetOpen(false)} />
      </Modal>
    </>
  );
}

function TabFace({ tab }: { tab: Tab }) {
  const Icon = tab.icon;
  return (
    <>
      <Icon size={24} strokeWidth={2} aria-hidden />
      <span>{tab.label}</span>
    </>
  );
}

const Bar = styled('nav', {
  display: 'none',
  '@mobile': {
    display: 'flex',
    position: 'fixed',
    bottom: 0,
    left: 0,
    right: 0,
    zIndex: 10,
    backgroundColor: '$header',
    borderTop: '1px solid $border',
    paddingBottom: 'env(safe-area-inset-bottom)',
    paddingLeft: 'env(safe-area-inset-left)',
    paddingRight: 'env(safe-area-inset-right)',
  },
});
const tabStyle = {
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  height: `${TAB_BAR_HEIGHT}px`,
  padding: '0 2px',
  color: '$textMuted',
  textDecoration: 'none',
  // 11 px labels: "Community" stays whole in a 64 px tab on a 320 px phone.
  '& > span': {
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    fontSize: '11px',
    fontWeight: 600,
    lineHeight: 1.3,
  },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-4px' },
} as const;
const TabLink = styled(Link, {
  ...tabStyle,
  '&[aria-current=page]': { color: '$primaryCtaButton' },
});
const TabButton = styled('button', {
  ...tabStyle,
  appearance: 'none',
  border: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  cursor: 'pointer',
  '&[data-current], &[aria-expanded=true]': { color: '$primaryCtaButton' },
});
