// Home's first figures for the app shell's HTML (server/http/static.ts, build/home-figures.ts): a
// signed-in member opening /app sees the greeting, their accounts' values and the shown account's
// positions in the page's first paint, before the app's scripts have arrived (on a phone on a
// slow network, seconds before). The same services and the same choices as home's first render
// (src/features/dashboard DashboardScreen, AccountCards, Positions), so the app's paint replaces
// them with the same figures.
import { and, eq, inArray } from 'drizzle-orm';
import type { Position } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { OPEN_ORDER_STATUSES } from '@/contract/orders';
import { orders, users } from '../db/schema';
import { listAccounts } from './accounts';
import type { PortfolioDeps } from './portfolio/deps';
import { getPortfolio } from './portfolio/summary';

export interface AccountFigures {
  type: AccountType;
  /** The account the member chose to use (the card's "In use"). */
  inUse: boolean;
  /** Null while the account is not open (a live application under way). */
  value: {
    equityCents: number;
    dayGainCents: number;
    dayGainBp: number;
    cashCents: number;
  } | null;
}

export interface HomeFigures {
  firstName: string;
  accounts: AccountFigures[];
  /** The shown account's positions; null when open orders wait there (home lists them first). */
  positions: Position[] | null;
}

export async function readHomeFigures(
  deps: PortfolioDeps,
  userId: string,
): Promise<HomeFigures | null> {
  const [user] = await deps.db
    .select({ name: users.name, accountType: users.accountType })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const listed = (await listAccounts(deps.db, userId)).accounts;
  const open = listed.filter((account) => account.status === 'open');
  const portfolios = new Map(
    await Promise.all(
      open.map(
        async (account) => [account.type, await getPortfolio(deps, userId, account.type)] as const,
      ),
    ),
  );
  // As DashboardScreen's defaultShown: paper members see paper; a live member sees live once open.
  const shown: AccountType =
    user.accountType === 'live' && open.some((account) => account.type === 'live')
      ? 'live'
      : 'simulated';
  const shownPortfolio = portfolios.get(shown);
  const shownAccount = open.find((account) => account.type === shown);
  const waiting =
    shownAccount &&
    (
      await deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.accountId, shownAccount.id),
            inArray(orders.status, [...OPEN_ORDER_STATUSES]),
          ),
        )
        .limit(1)
    ).length > 0;
  return {
    firstName: user.name.split(/\s+/)[0] ?? user.name,
    accounts: listed.map((account) => {
      const portfolio = portfolios.get(account.type);
      return {
        type: account.type,
        inUse: account.type === user.accountType,
        value:
          account.status === 'open' && portfolio
            ? {
                equityCents: portfolio.equity_cents,
                dayGainCents: portfolio.day_gain_cents,
                dayGainBp: portfolio.day_gain_bp,
                cashCents: portfolio.cash_cents,
              }
            : null,
      };
    }),
    positions: shownPortfolio && !waiting ? shownPortfolio.positions : null,
  };
}
