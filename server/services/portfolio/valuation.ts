// Positions valued at the current quote (positions with average cost, market value,
// day and total gain). Day gain is against the previous close, except that shares bought today
// count from what was paid, shares an ACAT transfer delivered today from their value on arrival,
// and shares sold today count what they fetched, as brokers show it:
//   day gain = value now + sold today − (shares held at the last close × previous close + bought today)
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Position } from '@/contract/portfolio';
import { preparedOnce } from '../../db/prepared';
import { acatReceipts, fills, positions } from '../../db/schema';
import { easternDateOf, findSecurity, previousClose, type Quote, sessionFor } from '../../market';
import type { PortfolioDeps } from './deps';
import { averageCostE4, basisPoints, valueCents } from './money';

export interface Valuation {
  positions: Position[];
  marketValueCents: number;
  costBasisCents: number;
  dayGainCents: number;
  totalGainCents: number;
}

interface TodayFlow {
  boughtE5: number;
  boughtCents: number;
  soldE5: number;
  soldCents: number;
}

const NO_FLOW: TodayFlow = { boughtE5: 0, boughtCents: 0, soldE5: 0, soldCents: 0 };

/** "Today" starts at the close of the session before the quotes' session (calendar.ts). */
function dayStartOf(quote: Quote): Date {
  const asOf = new Date(quote.asOf);
  const session = sessionFor(easternDateOf(asOf));
  return previousClose(session ? session.open : asOf);
}

async function flowsSince(deps: PortfolioDeps, accountId: string, since: Date) {
  const { db } = deps;
  const placeholder = { account: sql.placeholder('account'), since: sql.placeholder('since') };
  // As drizzle writes a timestamp it binds itself (a placeholder's value goes as it is).
  const sinceIso = since.toISOString();
  // Both composed and planned once (db/prepared.ts) and sent together: on a pipelined read they
  // leave in one write (db/pipeline.ts).
  const [bought, received] = await Promise.all([
    preparedOnce(db, 'account_fills_since', () =>
      db
        .select({
          symbol: fills.symbol,
          side: fills.side,
          quantity: sql<string>`sum(${fills.quantityE5})`,
          amount: sql<string>`sum(${fills.amountCents})`,
        })
        .from(fills)
        .where(
          and(eq(fills.accountId, placeholder.account), gt(fills.createdAt, placeholder.since)),
        )
        .groupBy(fills.symbol, fills.side),
    ).execute({ account: accountId, since: sinceIso }),
    preparedOnce(db, 'account_receipts_since', () =>
      db
        .select({
          symbol: acatReceipts.symbol,
          quantity: sql<string>`sum(${acatReceipts.quantityE5})`,
          value: sql<string>`sum(${acatReceipts.arrivalValueCents})`,
        })
        .from(acatReceipts)
        .where(
          and(
            eq(acatReceipts.accountId, placeholder.account),
            gt(acatReceipts.createdAt, placeholder.since),
          ),
        )
        .groupBy(acatReceipts.symbol),
    ).execute({ account: accountId, since: sinceIso }),
  ]);
  const flows = new Map<string, TodayFlow>();
  for (const row of bought) {
    const flow = { ...(flows.get(row.symbol) ?? NO_FLOW) };
    if (row.side === 'buy') {
      flow.boughtE5 += Number(row.quantity);
      flow.boughtCents += Number(row.amount);
    } else {
      flow.soldE5 += Number(row.quantity);
      flow.soldCents += Number(row.amount);
    }
    flows.set(row.symbol, flow);
  }
  for (const row of received) {
    const flow = { ...(flows.get(row.symbol) ?? NO_FLOW) };
    flow.boughtE5 += Number(row.quantity);
    flow.boughtCents += Number(row.value);
    flows.set(row.symbol, flow);
  }
  return flows;
}

export async function valueAccount(deps: PortfolioDeps, accountId: string): Promise<Valuation> {
  // Composed and planned once (db/prepared.ts): every portfolio and home read asks it.
  const held = await preparedOnce(deps.db, 'account_positions', () =>
    deps.db
      .select({
        symbol: positions.symbol,
        quantityE5: positions.quantityE5,
        heldQuantityE5: positions.heldQuantityE5,
        costBasisCents: positions.costBasisCents,
      })
      .from(positions)
      .where(eq(positions.accountId, sql.placeholder('account'))),
  ).execute({ account: accountId });
  const result: Valuation = {
    positions: [],
    marketValueCents: 0,
    costBasisCents: 0,
    dayGainCents: 0,
    totalGainCents: 0,
  };
  if (held.length === 0) return result;
  const quotes = await deps.quotes.getQuotes(
    held.map((row) => row.symbol),
    deps.now(),
  );
  const flows = await flowsSince(deps, accountId, dayStartOf(quotes[0] as Quote));
  held.forEach((row, index) => {
    const quote = quotes[index] as Quote;
    const flow = flows.get(row.symbol) ?? NO_FLOW;
    const marketValue = valueCents(row.quantityE5, quote.priceUnits);
    const heldAtClose = Math.max(0, row.quantityE5 - flow.boughtE5 + flow.soldE5);
    const dayBasis = valueCents(heldAtClose, quote.previousCloseUnits) + flow.boughtCents;
    const dayGain = marketValue + flow.soldCents - dayBasis;
    const totalGain = marketValue - row.costBasisCents;
    // A position sold out today still counts in the day's gain, but is no longer listed.
    result.dayGainCents += dayGain;
    if (row.quantityE5 <= 0) return;
    result.marketValueCents += marketValue;
    result.costBasisCents += row.costBasisCents;
    result.totalGainCents += totalGain;
    const security = findSecurity(row.symbol);
    result.positions.push({
      symbol: row.symbol,
      name: security?.name ?? row.symbol,
      sector: security?.sector ?? 'Other',
      quantity_e5: row.quantityE5,
      held_quantity_e5: row.heldQuantityE5,
      average_cost_e4: averageCostE4(row.costBasisCents, row.quantityE5),
      cost_basis_cents: row.costBasisCents,
      price_e4: quote.priceUnits,
      previous_close_e4: quote.previousCloseUnits,
      quote_as_of: quote.asOf,
      quote_source: quote.source,
      market_value_cents: marketValue,
      day_gain_cents: dayGain,
      day_gain_bp: basisPoints(dayGain, dayBasis),
      total_gain_cents: totalGain,
      total_gain_bp: basisPoints(totalGain, row.costBasisCents),
    });
  });
  result.positions.sort(
    (a, b) => b.market_value_cents - a.market_value_cents || a.symbol.localeCompare(b.symbol),
  );
  return result;
}
