// A portfolio query's fields, editable (the parsed query is shown and can be changed): sectors,
// period, sort, order, change bounds and how many.
import { type FormEvent, useState } from 'react';
import { SECTOR_NAMES } from '@/contract/market';
import { PORTFOLIO_SORTS, PortfolioQuery } from '@/contract/query';
import { SCREEN_RANGES } from '@/contract/screener';
import { Button } from '@/ui/Button';
import { fieldErrors } from '@/ui/forms/field-errors';
import { MultiSelect } from '@/ui/forms/MultiSelect';
import { Select } from '@/ui/forms/Select';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { compactPortfolioQuery } from './criteria';

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  columnGap: '$3',
});

const SORT_LABELS: Record<string, string> = {
  value: 'Market value',
  change: 'Change over the period',
  day_change: "Today's change",
  gain: 'Total gain',
};

export function PortfolioQueryForm({
  initial,
  onRun,
}: {
  initial: PortfolioQuery;
  onRun: (query: PortfolioQuery) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({
    range: String(initial.range ?? '1M'),
    sort: String(initial.sort ?? 'value'),
    order: String(initial.order ?? 'desc'),
    min_change: String(initial.min_change ?? ''),
    max_change: String(initial.max_change ?? ''),
    limit: String(initial.limit ?? ''),
  });
  const [sectors, setSectors] = useState<string[]>(
    initial.sectors ? initial.sectors.split(',') : [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: '' }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = compactPortfolioQuery({ ...values, sectors: sectors.join(',') });
    const found = fieldErrors(query, PortfolioQuery);
    setErrors(found);
    if (Object.keys(found).length === 0) onRun(query);
  }

  return (
    <form onSubmit={submit} aria-label="Parsed portfolio query" noValidate>
      <MultiSelect
        name="sectors"
        label="Sectors (none chosen: all)"
        value={sectors}
        items={SECTOR_NAMES.map((sector) => ({ text: sector, value: sector }))}
        onChange={(_n, next) => setSectors(next)}
      />
      <Grid>
        <Select
          name="range"
          label="Period"
          value={values.range ?? '1M'}
          items={SCREEN_RANGES.map((range) => ({ text: range, value: range }))}
          onChange={update}
        />
        <Select
          name="sort"
          label="Sort by"
          value={values.sort ?? 'value'}
          items={PORTFOLIO_SORTS.map((sort) => ({ text: SORT_LABELS[sort] ?? sort, value: sort }))}
          onChange={update}
        />
        <Select
          name="order"
          label="Order"
          value={values.order ?? 'desc'}
          items={[
            { text: 'Highest first', value: 'desc' },
            { text: 'Lowest first', value: 'asc' },
          ]}
          onChange={update}
        />
        <TextField
          name="min_change"
          label="Min change"
          hint="%"
          inputMode="decimal"
          value={values.min_change ?? ''}
          error={errors.min_change}
          onChange={update}
        />
        <TextField
          name="max_change"
          label="Max change"
          hint="%"
          inputMode="decimal"
          value={values.max_change ?? ''}
          error={errors.max_change}
          onChange={update}
        />
        <TextField
          name="limit"
          label="How many"
          hint="1 to 50"
          inputMode="numeric"
          value={values.limit ?? ''}
          error={errors.limit}
          onChange={update}
        />
      </Grid>
      <Button type="submit" variant="secondary">
        Update results
      </Button>
    </form>
  );
}
