// "Pro" / "Con" (spec §3 pro or con) in the theme's pro and con colours, with the word itself so
// colour is never the only cue.
import type { ProOrCon } from '@/contract/community';
import { styled } from '@/ui/theme/stitches';
import { PRO_CON_LABEL } from './text';

export function ProConBadge({ value }: { value: ProOrCon }) {
  return <Badge tone={value}>{PRO_CON_LABEL[value]}</Badge>;
}

const Badge = styled('span', {
  display: 'inline-block',
  fontSize: '$xs',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  padding: '2px $2',
  borderRadius: '$pill',
  border: '1px solid currentColor',
  variants: { tone: { pro: { color: '$proColor' }, con: { color: '$conColor' } } },
});
