// The monthly statement as a PDF: the holder and account, a summary that adds
// up from opening to closing cash, deposits and withdrawals, trades, positions at month end,
// fees, and what the figures mean. Figures are formatted from integer units (format.ts).
import type { StatementData } from './data';
import { day, money, price, shares } from './format';
import { monthName } from './months';
import { addFooters, LEFT, PageFlow, RIGHT, wrap } from './page-flow';
import { PdfDocument } from './pdf-writer';

export interface StatementBrand {
  displayName: string;
  supportEmail: string;
}

/** The account number a statement shows: short, stable, not the whole internal id. */
export const accountNumber = (accountId: string) =>
  `SR-${accountId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

const accountLabel = (data: StatementData) =>
  data.account.type === 'live' ? 'Live brokerage account' : 'Paper account (simulated)';

/** What kind of money the account holds, said plainly at the top of the first page. */
function natureOf(data: StatementData, brand: StatementBrand): string {
  if (data.account.type === 'simulated') {
    return 'This is a paper account: a simulation with virtual money. It holds no real cash or securities, and its results do not predict how a live account would perform.';
  }
  return `No clearing broker is connected to this build of ${brand.displayName}: live orders are filled by the built-in sandbox broker at simulated market prices, and bank transfers go through a sandbox bank link. No real money or securities are held for this account.`;
}

function header(flow: PageFlow, data: StatementData, brand: StatementBrand): void {
  const { page } = flow;
  const last = new Date(data.end.getTime() - 1);
  page.text(LEFT, flow.y - 16, brand.displayName, { style: 'bold', size: 20 });
  page.text(RIGHT, flow.y - 10, 'Monthly account statement', {
    style: 'bold',
    size: 12,
    align: 'right',
  });
  page.text(RIGHT, flow.y - 24, `${day(data.start)} – ${day(last)}`, {
    size: 10,
    align: 'right',
  });
  flow.gap(34);
  page.line(LEFT, flow.y, RIGHT, flow.y, 1);
  flow.gap(18);
  page.text(LEFT, flow.y, data.holder.name, { style: 'bold', size: 11 });
  page.text(RIGHT, flow.y, accountLabel(data), { style: 'bold', size: 11, align: 'right' });
  flow.gap(14);
  page.text(LEFT, flow.y, data.holder.email, { size: 9, gray: 0.25 });
  page.text(RIGHT, flow.y, `Account ${accountNumber(data.account.id)}`, {
    size: 9,
    gray: 0.25,
    align: 'right',
  });
  flow.gap(12);
  // The nature of the account in a shaded band.
  const lines = wrap(natureOf(data, brand), 'regular', 9, RIGHT - LEFT - 16);
  const height = lines.length * 12 + 10;
  page.rect(LEFT, flow.y - height, RIGHT - LEFT, height, 0.93);
  lines.forEach((line, index) => {
    page.text(LEFT + 8, flow.y - 14 - index * 12, line, { size: 9, gray: 0.15 });
  });
  flow.gap(height + 4);
}

function summary(flow: PageFlow, data: StatementData): void {
  const last = new Date(data.end.getTime() - 1);
  const depositTotal = data.deposits.reduce((sum, d) => sum + d.amountCents, 0);
  const withdrawalTotal = data.withdrawals.reduce((sum, w) => sum + w.amountCents, 0);
  flow.heading('Account summary');
  flow.row(`Opening cash, ${day(data.start)}`, money(data.openingCashCents), { bold: true });
  flow.row('Deposits', money(depositTotal));
  flow.row('Withdrawals', money(-withdrawalTotal));
  flow.row('Securities bought', money(-data.buysCents));
  flow.row('Securities sold', money(data.sellsCents));
  flow.row('Fees', money(-data.feesCents));
  if (data.otherCents !== 0) flow.row('Other cash adjustments', money(data.otherCents));
  flow.row(`Closing cash, ${day(last)}`, money(data.closingCashCents), { bold: true, rule: true });
  if (data.settlingCents > 0) {
    flow.row('   of which from deposits not yet settled', money(data.settlingCents));
  }
  flow.row('Securities at month-end value', money(data.securitiesCents));
  flow.row('Account value', money(data.closingCashCents + data.securitiesCents), {
    bold: true,
    rule: true,
  });
}

function cashActivity(flow: PageFlow, data: StatementData): void {
  flow.heading('Deposits and withdrawals');
  const rows = [
    ...data.deposits.map((d) => ({ ...d, signed: d.amountCents })),
    ...data.withdrawals.map((w) => ({ ...w, signed: -w.amountCents })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  flow.table(
    [
      { title: 'DATE', x: LEFT },
      { title: 'DESCRIPTION', x: LEFT + 80, width: 330 },
      { title: 'AMOUNT', x: RIGHT, align: 'right' },
    ],
    rows.map((row) => [day(row.at), row.description, money(row.signed)]),
    'No deposits or withdrawals this month.',
  );
}

function trades(flow: PageFlow, data: StatementData): void {
  flow.heading('Trades');
  flow.table(
    [
      { title: 'DATE', x: LEFT },
      { title: 'ACTION', x: LEFT + 72 },
      { title: 'SYMBOL', x: LEFT + 116 },
      { title: 'SECURITY', x: LEFT + 162, width: 118 },
      { title: 'SHARES', x: RIGHT - 180, align: 'right' },
      { title: 'PRICE', x: RIGHT - 96, align: 'right' },
      { title: 'AMOUNT', x: RIGHT, align: 'right' },
    ],
    data.trades.map((trade) => [
      day(trade.at),
      trade.side === 'buy' ? 'Bought' : 'Sold',
      trade.symbol,
      trade.name,
      shares(trade.quantityE5),
      price(trade.priceE4),
      money(trade.side === 'buy' ? -trade.amountCents : trade.amountCents),
    ]),
    'No trades this month.',
  );
}

function positions(flow: PageFlow, data: StatementData): void {
  flow.heading(`Positions at the end of ${monthName(data.month)}`);
  flow.table(
    [
      { title: 'SYMBOL', x: LEFT },
      { title: 'SECURITY', x: LEFT + 56, width: 230 },
      { title: 'SHARES', x: RIGHT - 180, align: 'right' },
      { title: 'CLOSING PRICE', x: RIGHT - 96, align: 'right' },
      { title: 'VALUE', x: RIGHT, align: 'right' },
    ],
    data.positions.map((p) => [
      p.symbol,
      p.name,
      shares(p.quantityE5),
      price(p.priceE4),
      money(p.valueCents),
    ]),
    'No securities were held at month end.',
  );
}

function notes(flow: PageFlow, data: StatementData, brand: StatementBrand): void {
  flow.heading('Fees');
  flow.paragraph(
    data.feesCents === 0
      ? `${brand.displayName} charged no fees or commissions on this account this month.`
      : `Fees charged this month: ${money(data.feesCents)}.`,
  );
  flow.heading('About this statement');
  const paragraphs = [
    'Dates and the statement period are in New York (Eastern) time. Cash is the money the account owns: buying power, buying power held for open orders, and deposits that have been made but not yet settled. Withdrawals count on the day they were requested.',
    'Positions are valued at the closing price of the last trading session of the month. Prices come from simulated market data in this build and are not real exchange prices.',
    data.account.type === 'live'
      ? 'Securities and cash held by a registered broker-dealer that is a member of SIPC are protected up to $500,000, including $250,000 for cash, if the firm fails. SIPC does not protect against losses in market value. Because this build has no clearing broker, nothing in this account is held at a SIPC member.'
      : 'A paper account holds no real money or securities, so SIPC protection does not apply to it.',
    `Please check this statement and tell us about anything that looks wrong within 10 days, at ${brand.supportEmail}. Keep it for your records.`,
  ];
  for (const paragraph of paragraphs) {
    flow.paragraph(paragraph);
    flow.gap(4);
  }
}

export function renderStatement(data: StatementData, brand: StatementBrand, created: Date): Buffer {
  const doc = new PdfDocument();
  const flow = new PageFlow(doc);
  header(flow, data, brand);
  summary(flow, data);
  cashActivity(flow, data);
  trades(flow, data);
  positions(flow, data);
  notes(flow, data, brand);
  const title = `${brand.displayName} statement, ${monthName(data.month)}`;
  addFooters(
    doc,
    `${title} · Account ${accountNumber(data.account.id)}`,
    `Questions? ${brand.supportEmail}`,
  );
  return doc.toBuffer({ title, author: brand.displayName, created });
}
