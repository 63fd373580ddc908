// The header's account button (wider than 768 px): the member's initial and, where the row has
// room, the name; it opens the account menu under it (a disclosure, see use-disclosure).
import { useSignals } from '@preact/signals-react/runtime';
import { ChevronDown } from 'lucide-react';
import { currentUser } from '@/features/auth';
import { styled } from '@/ui/theme/stitches';
import { AccountMenuList } from './AccountMenuList';
import { HeaderPanel } from './HeaderPanel';
import { useDisclosure } from './use-disclosure';

export function AccountPopover() {
  useSignals();
  const { open, close, root, panelId, triggerProps } = useDisclosure();
  const name = currentUser.value?.name ?? '';

  return (
    <Root ref={root}>
      <Trigger {...triggerProps}>
        <Initial aria-hidden>{initialOf(name)}</Initial>
        {/* Named by its content, "Account menu for <name>": an aria-label would hide the name
            that shows from 1280 px from the accessible name's check (label-content-name-mismatch). */}
        <span className="visually-hidden">Account menu for </span>
        <Name data-testid="signed-in-user">{name}</Name>
        <ChevronDown size={16} aria-hidden />
      </Trigger>
      {open ? (
        <HeaderPanel id={panelId} data-testid="account-menu">
          <PanelName>{name}</PanelName>
          <AccountMenuList onDone={close} offerInstall={false} />
        </HeaderPanel>
      ) : null}
    </Root>
  );
}

function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

const Root = styled('div', { position: 'relative', flexShrink: 0 });
const Trigger = styled('button', {
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  padding: '0 $2 0 0',
  border: '1px solid transparent',
  borderRadius: '$pill',
  background: 'transparent',
  color: '$text',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover, &[aria-expanded=true]': { borderColor: '$border' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
const Initial = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '$pill',
  backgroundColor: '$badge',
  color: '$buttonText',
  fontWeight: 800,
});
// The name shows from 1280 px, cut with an ellipsis however long it is; the menu names it in full.
const Name = styled('span', {
  maxWidth: '180px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media (max-width: 1279.98px)': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
  },
});
const PanelName = styled('p', {
  margin: '0 $3 $3',
  fontWeight: 700,
  overflowWrap: 'anywhere',
});
