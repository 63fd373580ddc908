// The optimizer form → its API query. The form takes percentages ("40" for
// 40 %); the API takes fractions ("0.4"). The same rules as the server, checked before sending.
import type { OptimizerObjective, OptimizerQuery } from '@/contract/optimizer';
import { OPTIMIZER_MAX_SYMBOLS, OPTIMIZER_MIN_SYMBOLS } from '@/contract/optimizer';

export interface OptimizerForm {
  /** null: the paper portfolio's holdings (the server's default). */
  symbols: string[] | null;
  objective: OptimizerObjective;
  maxWeightPct: string;
  targetReturnPct: string;
}

export const INITIAL_FORM: OptimizerForm = {
  symbols: null,
  objective: 'min_variance',
  maxWeightPct: '',
  targetReturnPct: '',
};

const PERCENT = /^-?\d{1,3}(\.\d{1,4})?$/;
const SYMBOL = /^[A-Za-z0-9]{1,6}([.-][A-Za-z0-9]{1,2})?$/;

export const isSymbol = (value: string) => SYMBOL.test(value.trim());

/** "12.5" (percent) → "0.125" (fraction), digits only. */
export function percentToFraction(pct: string): string {
  return String(Number((Number(pct) / 100).toFixed(6)));
}

export type FormProblem = { field: 'symbols' | 'max_weight' | 'target_return'; message: string };

export function formProblem(form: OptimizerForm): FormProblem | null {
  const n = form.symbols?.length ?? null;
  if (n !== null && n < OPTIMIZER_MIN_SYMBOLS)
    return { field: 'symbols', message: `Choose at least ${OPTIMIZER_MIN_SYMBOLS} symbols.` };
  if (n !== null && n > OPTIMIZER_MAX_SYMBOLS)
    return { field: 'symbols', message: `Choose at most ${OPTIMIZER_MAX_SYMBOLS} symbols.` };
  const max = form.maxWeightPct.trim();
  if (max) {
    if (!PERCENT.test(max) || Number(max) <= 0 || Number(max) > 100)
      return { field: 'max_weight', message: 'Enter a maximum weight between 1 and 100 %.' };
    if (n !== null && Number(max) * n < 100)
      return {
        field: 'max_weight',
        message: `With ${n} symbols the maximum weight must be at least ${(100 / n).toFixed(2)} %.`,
      };
  }
  if (form.objective === 'target_return') {
    const target = form.targetReturnPct.trim();
    if (!target || !PERCENT.test(target))
      return { field: 'target_return', message: 'Enter a target return a year, in %.' };
  }
  return null;
}

export function queryOf(form: OptimizerForm): OptimizerQuery {
  const max = form.maxWeightPct.trim();
  return {
    symbols: form.symbols ? form.symbols.join(',') : undefined,
    objective: form.objective,
    max_weight: max ? percentToFraction(max) : undefined,
    target_return:
      form.objective === 'target_return'
        ? percentToFraction(form.targetReturnPct.trim())
        : undefined,
  };
}
