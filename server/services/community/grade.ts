// An idea's grade from the moment it was posted (ours, no peer shows it): the
// price change in the idea's direction and its result against the benchmark over the same time.
// A buy idea earns the stock's move; a sell idea earns its opposite. Against the benchmark: a buy
// idea beat the market when the stock rose more than the benchmark, a sell idea when it rose less.
import type { IdeaGrade, IdeaType } from '@/contract/community';

export interface GradeInput {
  ideaType: IdeaType;
  postedPriceE4: number;
  currentPriceE4: number;
  benchmarkSymbol: string;
  benchmarkPostedE4: number;
  benchmarkCurrentE4: number;
}

/** Change in basis points, rounded half away from zero: 100.00 → 101.234 is +123 bp. */
const changeBp = (from: number, to: number) => {
  const raw = ((to - from) * 10_000) / from;
  return Math.sign(raw) * Math.round(Math.abs(raw));
};

export function gradeIdea(input: GradeInput): IdeaGrade {
  const direction = input.ideaType === 'buy' ? 1 : -1;
  const stock = changeBp(input.postedPriceE4, input.currentPriceE4);
  const benchmark = changeBp(input.benchmarkPostedE4, input.benchmarkCurrentE4);
  return {
    posted_price_e4: input.postedPriceE4,
    current_price_e4: input.currentPriceE4,
    return_bp: direction * stock || 0,
    benchmark_symbol: input.benchmarkSymbol,
    benchmark_return_bp: benchmark,
    vs_benchmark_bp: direction * (stock - benchmark) || 0,
  };
}
