// What every start seeds before it serves: lessons, articles and audio from content/ (only what
// the database lacks, so editors' changes stay), and on the first start the demo community, so a
// fresh install is alive (docs/configuration.md "Demo content and seed data"; SEED_DEMO=false turns it off).
import type { Config } from '../config';
import { seedContent } from '../content/seed';
import type { AppDeps } from '../deps';
import { seedDemoCommunity } from './demo-community';

export async function seedOnStart(
  { db, market }: AppDeps,
  config: Pick<Config, 'cms' | 'seedDemo' | 'karmaDailyMax'>,
  log: (line: string) => void = console.log,
): Promise<void> {
  const added = await seedContent(db, config.cms.contentDir);
  if (added > 0) log(`Seeded ${added} content documents from ${config.cms.contentDir}.`);
  if (!config.seedDemo) return;
  const seeded = await seedDemoCommunity({
    db,
    quotes: market.quotes,
    now: market.now(),
    karmaDailyMax: config.karmaDailyMax,
  });
  if (seeded) log('Seeded the demo community (SEED_DEMO=false turns this off).');
}
