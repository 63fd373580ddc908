// A row of labelled figures (the referral counts), as the invite screen shows its own.
import { styled } from '@/ui/theme/stitches';

export function Stats({
  label,
  items,
}: {
  label: string;
  items: ReadonlyArray<readonly [string, number, string]>;
}) {
  return (
    <List aria-label={label}>
      {items.map(([term, value, testId]) => (
        <div key={testId}>
          <dt>{term}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$3',
  margin: '$4 0',
  '& div': {
    backgroundColor: '$component',
    border: '1px solid $border',
    borderRadius: '$md',
    padding: '$3 $4',
  },
  '& dt': { color: '$textMuted', fontSize: '$sm' },
  '& dd': { margin: 0, fontSize: '$xl', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
});
