import { styled } from '@/ui/theme/stitches';

/** The panel a header button opens under itself (the account menu, "More"). */
export const HeaderPanel = styled('div', {
  position: 'absolute',
  right: 0,
  top: 'calc(100% + $space$2)',
  width: '280px',
  maxHeight: 'calc(100vh - 96px)',
  overflowY: 'auto',
  padding: '$3',
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  boxShadow: '0 12px 32px rgba(0,0,0,0.3)',
  zIndex: 30,
});
