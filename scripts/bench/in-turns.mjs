// `--against <git ref>` for the API benchmarks (bench-feed, bench-orders): is a change slower? This
// checkout's app and that commit's, each in its own process on the same database
// (api-on-postgres.mjs `baselineRoot`), measured in turns (this, that, then that, this: `rounds`
// rounds of `seconds` each after a 1-second warm-up), so a host that slows down for a minute slows
// both alike. Prints each side's rate and their ratio.
import { runLoad } from './http-load.mjs';

/** Each scenario: runLoad's options with `port` this checkout's app; `baselinePort` the other's. */
export async function compareInTurns({ scenarios, baselinePort, commit, rounds, seconds, what }) {
  const rates = scenarios.map(() => ({ now: [], then: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, scenario] of scenarios.entries()) {
      const sides = [
        ['now', scenario.port],
        ['then', baselinePort],
      ];
      if (round % 2 === 1) sides.reverse();
      for (const [side, port] of sides) {
        await runLoad({ ...scenario, port, seconds: 1 });
        const result = await runLoad({ ...scenario, port, seconds });
        const unexpected = Object.keys(result.statuses).filter((status) => !/^2/.test(status));
        if (unexpected.length > 0)
          console.log(`${side} ${scenario.label}: ${JSON.stringify(result.statuses)}`);
        rates[i][side].push(result.perSecond);
      }
    }
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(
    `\n${what}, this checkout against ${commit.slice(0, 12)}, ${rounds} turns of ${seconds} s each\n`,
  );
  console.log(
    ['scenario'.padEnd(34), 'then'.padStart(8), 'now'.padStart(8), 'now/then'.padStart(10)].join(
      ' ',
    ),
  );
  for (const [i, scenario] of scenarios.entries()) {
    const then = mean(rates[i].then);
    const now = mean(rates[i].now);
    console.log(
      [
        scenario.label.padEnd(34),
        Math.round(then).toLocaleString('en-US').padStart(8),
        Math.round(now).toLocaleString('en-US').padStart(8),
        `${(now / then).toFixed(2)}×`.padStart(10),
      ].join(' '),
    );
  }
}
