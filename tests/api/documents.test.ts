// E-documents (spec §2 /documents): GET /api/v1/documents lists the monthly statements, and
// GET /api/v1/documents/statements/:account_id/:month returns one as a PDF made from the ledger
// and the fills. Frozen at Friday 14 March 2025, 17:00 New York, so February 2025 is the last
// complete month; the arithmetic of each figure is in the comments.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@server/db/schema';
import { type Agent, signedInAgent } from '../support/agent';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  transfer,
} from './funding-fixtures';
import {
  type Closes,
  FixedQuoteProvider,
  marketOrder,
  nyTime,
  openedAt,
  paperAccountOf,
} from './portfolio-fixtures';

const NOW = nyTime('2025-03-14', '17:00');
const CLOSES: Closes = {
  AAPL: { '2025-01-15': 180, '2025-02-12': 201, '2025-02-20': 208, '2025-02-28': 212.5 },
  MSFT: { '2025-01-15': 390, '2025-02-12': 401, '2025-02-20': 405, '2025-02-28': 410 },
  SPY: { '2025-01-15': 540, '2025-02-12': 560, '2025-02-20': 565, '2025-02-28': 570 },
};
for (const table of Object.values(CLOSES)) table['2025-03-14'] = (table['2025-02-28'] ?? 0) + 5;

const BUY_AAPL = nyTime('2025-02-12', '11:00');
const BUY_MSFT = nyTime('2025-02-12', '11:30');
const SELL_AAPL = nyTime('2025-02-20', '14:00');
const TICKS = {
  AAPL: { [BUY_AAPL.toISOString()]: 200, [SELL_AAPL.toISOString()]: 210 },
  MSFT: { [BUY_MSFT.toISOString()]: 400.1234 },
};

let ctx: FundingContext;
beforeAll(async () => {
  ctx = await createFundingContext(
    { settlementDelayMs: 60_000, instantDepositLimitCents: 100_00 },
    { quoteProvider: new FixedQuoteProvider(CLOSES, () => ctx.clock.at, TICKS) },
  );
  ctx.clock.at = NOW;
});
afterAll(() => ctx.close());

/** At a frozen instant, then back to now. */
async function at<T>(instant: Date, run: () => Promise<T>): Promise<T> {
  ctx.clock.at = instant;
  try {
    return await run();
  } finally {
    ctx.clock.at = NOW;
  }
}

/**
 * Paper account opened 15 January with $100,000.00; in February it buys 10 AAPL at $200 and
 * 2.5 MSFT at $400.1234, and sells 4 AAPL at $210.
 */
async function paperTrader() {
  const { agent, id: userId } = await signedInAgent(ctx.agent(), 'Pat Paper');
  const accountId = await paperAccountOf(ctx.db, userId);
  await openedAt(ctx.db, accountId, nyTime('2025-01-15', '10:00'));
  await at(BUY_AAPL, () => marketOrder(agent, { symbol: 'AAPL', side: 'buy', quantity: '10' }));
  await at(BUY_MSFT, () => marketOrder(agent, { symbol: 'MSFT', side: 'buy', quantity: '2.5' }));
  await at(SELL_AAPL, () => marketOrder(agent, { symbol: 'AAPL', side: 'sell', quantity: '4' }));
  return { agent, userId, accountId };
}

/**
 * Live account opened 3 February; deposits $500 on the 10th (settled five minutes later),
 * withdraws $100 on the 18th, deposits $250 on the 27th, which has not settled by month end.
 */
async function liveSaver() {
  const { agent } = await signedInAgent(ctx.agent(), 'Lee Live');
  const accountId = await at(nyTime('2025-02-03', '09:00'), async () => {
    const chosen = await agent.put('/api/v1/accounts/account_type', { account_type: 'live' });
    expect(chosen.status).toBeLessThan(300);
    const list = await agent.get('/api/v1/accounts');
    const live = (list.body.accounts as Array<{ id: string; type: string }>).find(
      (a) => a.type === 'live',
    );
    if (!live) throw new Error('no live account');
    await ctx.db
      .update(accounts)
      .set({ createdAt: nyTime('2025-02-03', '09:00') })
      .where(eq(accounts.id, live.id));
    return live.id;
  });
  const bankId = await at(nyTime('2025-02-03', '09:05'), () => linkInstant(agent));
  const move = (kind: 'deposits' | 'withdrawals', amount: string, when: Date) =>
    at(when, async () => {
      const response = await transfer(agent, kind, { amount, bank_account_id: bankId });
      expect(response.status).toBe(201);
    });
  await move('deposits', '500', nyTime('2025-02-10', '12:00'));
  await ctx.settlement.runOnce(nyTime('2025-02-10', '12:05'));
  await move('withdrawals', '100', nyTime('2025-02-18', '12:00'));
  await move('deposits', '250', nyTime('2025-02-27', '12:00'));
  return { agent, accountId };
}

/** The PDF's bytes (the agent parses JSON; a PDF is binary). */
async function download(agent: Agent, url: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { cookie: `sid=${agent.cookie('sid') ?? ''}` },
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** Checks the file's structure: header, trailer, and that every xref offset starts its object. */
function parsePdf(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f\r');
  entries.slice(1).forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + 20)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
  });
  expect(text).toMatch(new RegExp(`/Size ${count} `));
  return text;
}

/** WinAnsiEncoding bytes of the non-ASCII characters the statements print. */
const WIN_ANSI: Record<number, string> = { 0x92: '’', 0x95: '•', 0x96: '–', 0x97: '—', 0xb7: '·' };

/** The text the pages show, in the order drawn: the string operands of every Tj, unescaped. */
const shown = (pdf: string) =>
  [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) =>
    (m[1] ?? '').replace(/\\([0-7]{3}|.)/g, (_, escaped: string) => {
      if (escaped.length === 1) return escaped;
      const code = parseInt(escaped, 8);
      return WIN_ANSI[code] ?? String.fromCharCode(code);
    }),
  );

describe('the list of statements', () => {
  it('has one statement per account per month with activity, up to the last full month', async () => {
    const { agent, accountId } = await paperTrader();
    const response = await agent.get('/api/v1/documents');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      accounts: [
        {
          id: accountId,
          account_number: `SR-${accountId.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
          type: 'simulated',
          status: 'open',
          opened_at: nyTime('2025-01-15', '10:00').toISOString(),
          // January: the starting cash; February: the trades; March has not ended.
          statements: [
            {
              month: '2025-02',
              title: 'Statement for February 2025',
              file_name: 'stockroom-statement-2025-02.pdf',
            },
            {
              month: '2025-01',
              title: 'Statement for January 2025',
              file_name: 'stockroom-statement-2025-01.pdf',
            },
          ],
        },
      ],
      as_of: NOW.toISOString(),
    });
  });

  it('lists the live account first, and nothing for a month still in progress', async () => {
    const { agent } = await liveSaver();
    const body = (await agent.get('/api/v1/documents')).body as {
      accounts: Array<{ type: string; statements: Array<{ month: string }> }>;
    };
    expect(body.accounts.map((a) => a.type)).toEqual(['live', 'simulated']);
    expect(body.accounts[0]?.statements.map((s) => s.month)).toEqual(['2025-02']);
    // The paper account opened in real time (after the frozen now): no month of it has ended.
    expect(body.accounts[1]?.statements).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await ctx.agent().get('/api/v1/documents');
    expect(response.status).toBe(401);
  });
});

describe('a statement as PDF', () => {
  it('is a well-formed PDF with the paper account’s February figures', async () => {
    const { agent, accountId } = await paperTrader();
    const response = await download(agent, `/api/v1/documents/statements/${accountId}/2025-02`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="stockroom-statement-2025-02.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = shown(parsePdf(response.bytes));
    expect(text).toEqual(
      expect.arrayContaining([
        'Pat Paper',
        'Paper account (simulated)',
        'Feb 1, 2025 – Feb 28, 2025',
        'Opening cash, Feb 1, 2025',
        '$100,000.00', // the starting cash of 15 January
        '-$3,000.31', // bought: 10 × $200 = $2,000.00 + 2.5 × $400.1234 = $1,000.3085 → $1,000.31
        '$840.00', // sold: 4 × $210
        '$97,839.69', // closing: 100,000 − 3,000.31 + 840
        // Trades, oldest first: shares to five decimals, prices to four where they have them.
        'Bought',
        'AAPL',
        'Apple Inc.',
        '$200.00',
        '-$2,000.00',
        '2.5',
        '$400.1234',
        '-$1,000.31',
        'Sold',
        '$210.00',
        // Positions at the 28 February close: 6 AAPL × $212.50 = $1,275.00; 2.5 MSFT × $410 = $1,025.00
        '6',
        '$212.50',
        '$1,275.00',
        '$410.00',
        '$1,025.00',
        '$2,300.00', // securities
        '$100,139.69', // account value: 97,839.69 + 2,300.00
        'Page 1 of 2',
      ]),
    );
    expect(text).toContain('No deposits or withdrawals this month.');
    expect(text.some((line) => line.includes('charged no fees'))).toBe(true);
  });

  it('shows the live account’s deposits, withdrawals and unsettled cash', async () => {
    const { agent, accountId } = await liveSaver();
    const response = await download(agent, `/api/v1/documents/statements/${accountId}/2025-02`);
    expect(response.status).toBe(200);
    const text = shown(parsePdf(response.bytes));
    expect(text).toEqual(
      expect.arrayContaining([
        'Live brokerage account',
        'Feb 10, 2025',
        '$500.00',
        'Feb 18, 2025',
        '-$100.00',
        'Feb 27, 2025',
        '$250.00',
        '$750.00', // deposits: 500 + 250
        '$650.00', // closing cash: 0 + 750 − 100
        'No trades this month.',
        'No securities were held at month end.',
      ]),
    );
    // The $250 deposit of the 27th had not settled by the 28th.
    const settling = text.indexOf('   of which from deposits not yet settled');
    expect(text[settling + 1]).toBe('$250.00');
    expect(text.some((line) => line.includes('sandbox broker'))).toBe(true);
  });

  it('names the field of a malformed account id or month (400)', async () => {
    const { agent, accountId } = await paperTrader();
    const badId = await agent.get('/api/v1/documents/statements/not-an-id/2025-02');
    expect(badId.status).toBe(400);
    expect(badId.body.field).toBe('account_id');
    for (const month of ['2025-13', '2025-00', '2025-2', '202502', '2025-02-01', '0001-01']) {
      const response = await agent.get(`/api/v1/documents/statements/${accountId}/${month}`);
      expect(response.status, month).toBe(400);
      expect(response.body.field).toBe('month');
      expect(response.body.error).toMatch(/^month /);
    }
  });

  it('is 404 for another user’s account, and the same as for no account at all', async () => {
    const { accountId } = await paperTrader();
    const { agent: other } = await signedInAgent(ctx.agent());
    const theirs = await other.get(`/api/v1/documents/statements/${accountId}/2025-02`);
    const nobody = await other.get(
      '/api/v1/documents/statements/00000000-0000-4000-8000-000000000000/2025-02',
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(nobody.body);
  });

  it('is 404 for the current month, a future one, and a month without activity', async () => {
    const { agent, accountId } = await paperTrader();
    for (const month of ['2025-03', '2026-01', '2024-12']) {
      const response = await agent.get(`/api/v1/documents/statements/${accountId}/${month}`);
      expect(response.status, month).toBe(404);
      expect(response.body.field).toBe('month');
    }
  });

  it('needs a session', async () => {
    const { accountId } = await paperTrader();
    const response = await ctx.agent().get(`/api/v1/documents/statements/${accountId}/2025-02`);
    expect(response.status).toBe(401);
  });
});
