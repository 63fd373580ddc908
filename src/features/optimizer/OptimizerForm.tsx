// The optimizer's inputs: symbols (the paper holdings by default; add and
// remove), the objective, an optional maximum weight, and the target return when that is the
// objective. Problems are shown beside their field before anything is sent.
import { useState, type FormEvent } from 'react';
import type { OptimizerObjective } from '@/contract/optimizer';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { type FormProblem, formProblem, isSymbol, type OptimizerForm } from './params';

const OBJECTIVES = [
  {
    value: 'min_variance',
    title: 'Minimum variance',
    detail: 'The least volatile mix of these symbols.',
  },
  {
    value: 'max_sharpe',
    title: 'Maximum Sharpe ratio',
    detail: 'The most expected return above the risk-free rate per unit of volatility.',
  },
  {
    value: 'target_return',
    title: 'Target return',
    detail: 'The least volatile mix that expects the return you set.',
  },
] as const;

export function OptimizerFormView({
  form,
  symbols,
  busy,
  onSubmit,
}: {
  form: OptimizerForm;
  /** The symbols shown: the form's, or the server's default (the holdings). */
  symbols: string[];
  busy: boolean;
  onSubmit: (form: OptimizerForm) => void;
}) {
  const [draft, setDraft] = useState<OptimizerForm>({ ...form, symbols });
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const list = draft.symbols ?? [];

  function add() {
    const symbol = adding.trim().toUpperCase();
    if (!isSymbol(symbol)) {
      setProblem({ field: 'symbols', message: 'Enter a ticker symbol such as AAPL.' });
      return;
    }
    if (!list.includes(symbol)) setDraft({ ...draft, symbols: [...list, symbol] });
    setAdding('');
    setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = formProblem(draft);
    setProblem(found);
    if (!found) onSubmit(draft);
  }

  const errorFor = (field: FormProblem['field']) =>
    problem?.field === field ? problem.message : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Optimizer settings">
      <Fieldset>
        <Legend>Symbols</Legend>
        {list.length === 0 ? <Hint>No symbols yet: add at least two.</Hint> : null}
        <Chips>
          {list.map((symbol) => (
            <Chip key={symbol}>
              {symbol}
              <Button
                type="button"
                variant="quiet"
                aria-label={`Remove ${symbol}`}
                onClick={() => setDraft({ ...draft, symbols: list.filter((s) => s !== symbol) })}
              >
                ×
              </Button>
            </Chip>
          ))}
        </Chips>
        <AddRow>
          <TextField
            name="add_symbol"
            label="Add a symbol"
            value={adding}
            autoCapitalize="characters"
            onChange={(_, value) => setAdding(value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            error={errorFor('symbols')}
          />
          <Button type="button" variant="secondary" onClick={add}>
            Add
          </Button>
        </AddRow>
      </Fieldset>
      <ChoiceGroup
        legend="Objective"
        name="objective"
        choices={OBJECTIVES}
        value={draft.objective}
        onChange={(value: OptimizerObjective) => setDraft({ ...draft, objective: value })}
      />
      <Fields>
        <TextField
          name="max_weight"
          label="Maximum weight per position (%)"
          value={draft.maxWeightPct}
          inputMode="decimal"
          hint="Optional: leave empty for no limit."
          onChange={(_, value) => setDraft({ ...draft, maxWeightPct: value })}
          error={errorFor('max_weight')}
        />
        {draft.objective === 'target_return' ? (
          <TextField
            name="target_return"
            label="Target return a year (%)"
            value={draft.targetReturnPct}
            inputMode="decimal"
            onChange={(_, value) => setDraft({ ...draft, targetReturnPct: value })}
            error={errorFor('target_return')}
          />
        ) : null}
      </Fields>
      <Button type="submit" disabled={busy}>
        {busy ? 'Optimising…' : 'Optimise'}
      </Button>
    </form>
  );
}

const Fieldset = styled('fieldset', { border: 0, padding: 0, margin: '0 0 $4' });
const Legend = styled('legend', { fontWeight: 600, marginBottom: '$3', padding: 0 });
const Hint = styled('p', { color: '$textMuted', margin: '0 0 $2' });
const Chips = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: '0 0 $3',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
});
const Chip = styled('li', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  border: '1px solid $border',
  borderRadius: '$pill',
  padding: '0 0 0 $3',
  fontWeight: 600,
});
const AddRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '$2',
  alignItems: 'start',
  maxWidth: '360px',
  '& > button': { marginTop: '6px' },
});
const Fields = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: '$3',
  marginBottom: '$4',
});
