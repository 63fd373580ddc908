// "Show all N" / "Show fewer" under a shortened list (explore lists, busy earnings days).
import { styled } from '@/ui/theme/stitches';

export function ShowMore({
  total,
  expanded,
  onToggle,
}: {
  total: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  return (
    <More type="button" aria-expanded={expanded} onClick={onToggle}>
      {expanded ? 'Show fewer' : `Show all ${total}`}
    </More>
  );
}

const More = styled('button', {
  appearance: 'none',
  border: 0,
  background: 'none',
  color: '$primaryCtaButton',
  fontFamily: 'inherit',
  fontSize: '$sm',
  fontWeight: 600,
  padding: '$2 0 0',
  minHeight: '44px',
  cursor: 'pointer',
});
