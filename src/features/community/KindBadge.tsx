// A person's kind as a small badge; members carry none (most people are members).
import type { ProfileKind } from '@/contract/community';
import { styled } from '@/ui/theme/stitches';
import { KIND_LABELS } from './people-text';

export function KindBadge({ kind }: { kind: ProfileKind }) {
  if (kind === 'member') return null;
  return <Badge>{KIND_LABELS[kind]}</Badge>;
}

const Badge = styled('span', {
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
