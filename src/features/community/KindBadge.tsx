// A person's kind as a small badge; members carry none (most people are members).
import type { ProfileKind } from '@/contract/community';
import { Badge } from '@/ui/Badge';
import { KIND_LABELS } from './people-text';

export function KindBadge({ kind }: { kind: ProfileKind }) {
  if (kind === 'member') return null;
  return <Badge>{KIND_LABELS[kind]}</Badge>;
}
