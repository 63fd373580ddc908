// Small pill labels: a person's kind, "Subscribed", "Subscribers only", "Invited".
import { styled } from '@/ui/theme/stitches';

export const Badge = styled('span', {
  display: 'inline-block',
  padding: '1px $2',
  borderRadius: '$pill',
  border: '1px solid $badge',
  color: '$text',
  fontSize: '$xs',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});
