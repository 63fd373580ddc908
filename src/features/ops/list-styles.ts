// The console's lists (the support queue, the audit log): a plain rule between items, the detail
// line muted, long addresses and ids broken anywhere on a phone.
import { styled } from '@/ui/theme/stitches';

export const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
export const Item = styled('li', {
  padding: '$3 0',
  borderBottom: '1px solid $border',
  overflowWrap: 'anywhere',
});
export const Meta = styled('p', {
  margin: '$1 0',
  color: '$textMuted',
  fontSize: '$sm',
  overflowWrap: 'anywhere',
});
