// `npm run bench:quotes`: how long the built-in quote provider takes to quote every security at
// once, cold (a new seed: its walks are built) and warm (the next minutes of the same day), beside
// quoting one security warm in the same run. A benchmark, not a test: it prints figures and exits
// 0 whatever they are (on this machine: ~140 ms cold, ~2 ms warm for 460 securities).
import { SimulatedQuoteProvider } from '../server/market/simulator.ts';
import { listSecurities } from '../server/market/universe.ts';

const FRIDAY_1PM = Date.parse('2026-11-20T18:00:30Z');
const symbols = listSecurities().map((security) => security.symbol);
const provider = new SimulatedQuoteProvider(`bench-${Date.now()}`);

async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const minute = (n) => new Date(FRIDAY_1PM + n * 60_000);
const cold = await timed(() => provider.getQuotes(symbols, minute(0)));
const warm = [];
const one = [];
for (let n = 1; n <= 30; n++) {
  warm.push(await timed(() => provider.getQuotes(symbols, minute(n))));
  one.push(await timed(() => provider.getQuote('AAPL', minute(n))));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(2)} ms`;
console.log(`quotes for ${symbols.length} securities`);
console.log(`  cold (a new seed)        ${ms(cold)}`);
console.log(`  warm, median of 30       ${ms(median(warm))}`);
console.log(`  one security, warm       ${ms(median(one))}`);
console.log(`  warm all / warm one      ${(median(warm) / median(one)).toFixed(0)}×`);
