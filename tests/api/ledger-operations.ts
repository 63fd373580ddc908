// The random operations of the ledger property test (ledger-property.test.ts), as data: what
// fast-check generates, shrinks and prints in a counterexample. The test turns each into a call
// of the orders or funding services.
import fc from 'fast-check';

export const SYMBOLS = ['AAPL', 'MSFT'] as const;

/** user 0 has only a paper account; users 1 and 2 also an open live account with banks. */
type UserIndex = 0 | 1 | 2;
/** The accounts orders go to: 0 user 0's paper, 1 user 1's paper, 2 user 1's live, 3 user 2's live. */
type SlotIndex = 0 | 1 | 2 | 3;
type Amount = { shares_e5: number } | { dollars_cents: number } | { owned_percent: number };
export type Operation =
  // twice: the same request sent twice at once with one Idempotency-Key (a client's retry).
  | {
      op: 'deposit';
      user: UserIndex;
      cents: number;
      bank: 'verified' | 'unverified';
      twice: boolean;
    }
  // cents < 0: −cents % of what is withdrawable.
  | { op: 'withdraw'; user: UserIndex; cents: number; twice: boolean }
  | {
      op: 'order';
      slot: SlotIndex;
      symbol: (typeof SYMBOLS)[number];
      side: 'buy' | 'sell';
      type: 'market' | 'limit';
      gtc: boolean;
      amount: Amount;
      /** A limit order's price: the last price moved by this many basis points. */
      limit_bp: number;
      twice: boolean;
    }
  | { op: 'cancel'; slot: SlotIndex; pick: number }
  | { op: 'settle' }
  | { op: 'match' };
export type Step =
  | Operation
  | { op: 'tick'; minutes: number; moves_bp: [number, number] }
  | { op: 'concurrently'; operations: Operation[] };

/** Mostly the users with a live account: user 0's deposits and withdrawals are refused (409). */
const userIndex = fc.constantFrom<UserIndex>(1, 2, 1, 2, 1, 2, 0);
const slotIndex = fc.constantFrom<SlotIndex>(0, 1, 2, 3);
const twice = fc.oneof(
  { weight: 5, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);
function order(
  side: 'buy' | 'sell',
  ...[sharesWeight, dollarsWeight, ownedWeight]: [number, number, number]
): fc.Arbitrary<Extract<Operation, { op: 'order' }>> {
  return fc.record({
    op: fc.constant('order' as const),
    slot: slotIndex,
    symbol: fc.constantFrom(...SYMBOLS),
    side: fc.constant(side),
    type: fc.constantFrom('market' as const, 'limit' as const),
    gtc: fc.boolean(),
    amount: fc.oneof(
      {
        weight: sharesWeight,
        arbitrary: fc.record({ shares_e5: fc.integer({ min: 1, max: 5_000_000 }) }),
      },
      {
        weight: dollarsWeight,
        arbitrary: fc.record({ dollars_cents: fc.integer({ min: 100, max: 500_000 }) }),
      },
      // A part of what the account owns of the symbol (over 100 %: more than it owns).
      {
        weight: ownedWeight,
        arbitrary: fc.record({ owned_percent: fc.integer({ min: 1, max: 110 }) }),
      },
    ),
    limit_bp: fc.integer({ min: -500, max: 500 }),
    twice,
  });
}
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      user: userIndex,
      cents: fc.integer({ min: 100, max: 500_000 }),
      twice,
      bank: fc.oneof(
        { weight: 5, arbitrary: fc.constant('verified' as const) },
        { weight: 1, arbitrary: fc.constant('unverified' as const) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      user: userIndex,
      twice,
      cents: fc.oneof(
        { weight: 1, arbitrary: fc.integer({ min: 100, max: 300_000 }) },
        { weight: 2, arbitrary: fc.integer({ min: -110, max: -1 }) },
      ),
    }),
  },
  { weight: 4, arbitrary: order('buy', 3, 3, 1) },
  // Sells mostly of a part of what is owned: a random share count is usually more than that.
  { weight: 4, arbitrary: order('sell', 1, 1, 4) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('cancel' as const), slot: slotIndex, pick: fc.nat(20) }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'settle' as const }) },
  { weight: 2, arbitrary: fc.constant({ op: 'match' as const }) },
);
export const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: operation },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('tick' as const),
      // Mostly minutes within a session; now and then past the close, overnight or a weekend.
      minutes: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 0, max: 30 }) },
        { weight: 1, arbitrary: fc.integer({ min: 30, max: 3_000 }) },
      ),
      moves_bp: fc.tuple(fc.integer({ min: -300, max: 300 }), fc.integer({ min: -300, max: 300 })),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('concurrently' as const),
      operations: fc.array(operation, { minLength: 2, maxLength: 8 }),
    }),
  },
);
