// The history ranges (1D, 1W, 1M, 3M, 1Y, ALL) as a row of toggle buttons: each says
// whether it is the one shown (aria-pressed), and all are reachable with Tab.
import { HISTORY_RANGES, type HistoryRange } from '@/contract/portfolio';
import { styled } from '@/ui/theme/stitches';

const LABELS: Record<HistoryRange, string> = {
  '1D': 'one day',
  '1W': 'one week',
  '1M': 'one month',
  '3M': 'three months',
  '1Y': 'one year',
  ALL: 'all time',
};

export function RangePicker({
  value,
  onChange,
}: {
  value: HistoryRange;
  onChange: (range: HistoryRange) => void;
}) {
  return (
    <Row role="group" aria-label="Range">
      {HISTORY_RANGES.map((range) => (
        <Choice
          key={range}
          type="button"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
        >
          {range}
          {/* Spoken after the visible text, so the accessible name still starts with it. */}
          <span className="visually-hidden"> {LABELS[range]}</span>
        </Choice>
      ))}
    </Row>
  );
}

const Row = styled('div', { display: 'flex', gap: '$1', flexWrap: 'wrap', margin: '0 0 $3' });
const Choice = styled('button', {
  appearance: 'none',
  minWidth: '48px',
  minHeight: '44px',
  padding: '$2 $3',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed=true]': {
    backgroundColor: '$text',
    color: '$appBackground',
    borderColor: '$text',
  },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
