// Runs before each API test file. The API project shares one module graph per worker
// (`isolate: false` in vitest.config.ts: importing the server for every file cost ~150 s a run),
// so process-wide state one file set must not reach the next: the market runtime (a frozen clock,
// short stream intervals) goes back to what the environment says, and the unknown emails'
// password-failure streaks (server/services/passwords.ts) are forgotten.
import { beforeAll } from 'vitest';
import { configureMarket, settingsFromEnv } from '@server/services/market/provider';
import { forgetUnknownEmailStreaks } from '@server/services/passwords';

beforeAll(() => {
  configureMarket(settingsFromEnv());
  forgetUnknownEmailStreaks();
});
