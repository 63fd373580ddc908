// Runs before each API test file. The API project shares one module graph per worker
// (`isolate: false` in vitest.config.ts: importing the server for every file cost ~150 s a run),
// so process-wide state one file set must not reach the next: the unknown emails'
// password-failure streaks (server/services/passwords.ts) are forgotten. (The market, its clock
// and caches belong to each test app: tests/support/test-app.ts.)
import { beforeAll } from 'vitest';
import { forgetUnknownEmailStreaks } from '@server/services/passwords';

beforeAll(() => {
  forgetUnknownEmailStreaks();
});
