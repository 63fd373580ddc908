// The screener's filter form: sectors, price, market cap, P/E, dividend
// yield, change over a range and 52-week position. It validates with the server's own contract
// (src/contract/screener.ts) before the criteria go into the URL, which runs the screen.
import { type FormEvent, useState } from 'react';
import { SECTOR_NAMES } from '@/contract/market';
import {
  criteriaProblem,
  compactCriteria,
  SCREEN_RANGES,
  ScreenCriteria,
  type CriteriaField,
} from '@/contract/screener';
import { Button } from '@/ui/Button';
import { fieldErrors } from '@/ui/forms/field-errors';
import { MultiSelect } from '@/ui/forms/MultiSelect';
import { Select } from '@/ui/forms/Select';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';

const RANGE_LABELS: Record<string, string> = {
  '1D': 'Today',
  '1W': '1 week',
  '1M': '1 month',
  '3M': '3 months',
  '6M': '6 months',
  YTD: 'Year to date',
  '1Y': '1 year',
};

/** The min/max pairs: short labels (narrow fields on a phone), the unit in the hint. */
const PAIRS: Array<{
  label: string;
  min: CriteriaField;
  max: CriteriaField;
  prefix?: string;
  unit: string;
}> = [
  { label: 'price', min: 'min_price', max: 'max_price', prefix: '$', unit: 'dollars' },
  { label: 'mkt cap', min: 'min_cap_bn', max: 'max_cap_bn', prefix: '$', unit: 'billions' },
  { label: 'P/E', min: 'min_pe', max: 'max_pe', unit: 'price / earnings' },
  { label: 'yield', min: 'min_yield', max: 'max_yield', unit: 'dividend yield, %' },
  { label: 'change', min: 'min_change', max: 'max_change', unit: '% over the period' },
  { label: '52-wk', min: 'min_52w', max: 'max_52w', unit: '% of 52-week range' },
];

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  columnGap: '$3',
});

const Actions = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap', marginTop: '$2' });

const FORM_FIELDS = PAIRS.flatMap((pair) => [pair.min, pair.max]);

type Values = Record<string, string>;

function initialValues(criteria: ScreenCriteria): Values {
  const values: Values = { range: String(criteria.range ?? '1M') };
  for (const field of FORM_FIELDS) values[field] = String(criteria[field] ?? '');
  return values;
}

export interface ScreenFormProps {
  initial: ScreenCriteria;
  onRun: (criteria: ScreenCriteria) => void;
}

export function ScreenForm({ initial, onRun }: ScreenFormProps) {
  const [values, setValues] = useState(() => initialValues(initial));
  const [sectors, setSectors] = useState<string[]>(() =>
    initial.sectors ? initial.sectors.split(',') : [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: '' }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const criteria = compactCriteria({ ...values, sectors: sectors.join(',') });
    const found = fieldErrors(criteria, ScreenCriteria);
    const problem = criteriaProblem(criteria);
    if (problem && !found[problem.field]) found[problem.field] = problem.error;
    setErrors(found);
    if (Object.keys(found).length === 0) onRun(criteria);
  }

  function clear() {
    setValues(initialValues({}));
    setSectors([]);
    setErrors({});
    onRun({});
  }

  return (
    <form onSubmit={submit} aria-label="Screen criteria" noValidate>
      <MultiSelect
        name="sectors"
        label="Sectors (none chosen: all)"
        value={sectors}
        items={SECTOR_NAMES.map((sector) => ({ text: sector, value: sector }))}
        onChange={(_name, next) => setSectors(next)}
        error={errors.sectors}
      />
      <Select
        name="range"
        label="Price change over"
        value={values.range ?? '1M'}
        items={SCREEN_RANGES.map((range) => ({ text: RANGE_LABELS[range] ?? range, value: range }))}
        onChange={update}
      />
      <Grid>
        {PAIRS.flatMap((pair) =>
          (['min', 'max'] as const).map((side) => {
            const field = pair[side];
            return (
              <TextField
                key={field}
                name={field}
                label={`${side === 'min' ? 'Min' : 'Max'} ${pair.label}`}
                hint={pair.unit}
                prefix={pair.prefix}
                inputMode="decimal"
                autoComplete="off"
                value={values[field] ?? ''}
                error={errors[field]}
                onChange={update}
              />
            );
          }),
        )}
      </Grid>
      <Actions>
        <Button type="submit">Run screen</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          Clear
        </Button>
      </Actions>
    </form>
  );
}
