// Builds the signed Android App Bundle (and APK) of each brand's TWA with `@bubblewrap/cli build`.
// Needs what this repository's CI does not have: a JDK 17 and the Android SDK
// (Bubblewrap asks for their paths on its first run and keeps them in ~/.bubblewrap/config.json),
// network access for Gradle, and the upload keystore. Run `npm run twa:generate` first.
//   BUBBLEWRAP_KEYSTORE_PASSWORD, BUBBLEWRAP_KEY_PASSWORD  the keystore's passwords
//   TWA_KEYSTORE_<BRAND>  path of the brand's keystore (default: twa/<brand>/android/android.keystore)
// Usage: npm run twa:build [-- main|partner]
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { BRAND_IDS, defaultAndroidDir } from './twa-generate.mjs';

const CLI = '@bubblewrap/cli@1.25.0'; // the same release as the @bubblewrap/core devDependency
const wanted = process.argv.slice(2).filter((arg) => BRAND_IDS.includes(arg));
const problems = [];
if (!process.env.ANDROID_HOME && !existsSync(join(homedir(), '.bubblewrap', 'config.json')))
  problems.push('No Android SDK: set ANDROID_HOME or run `npx @bubblewrap/cli doctor` once.');
if (!process.env.BUBBLEWRAP_KEYSTORE_PASSWORD || !process.env.BUBBLEWRAP_KEY_PASSWORD)
  problems.push('Set BUBBLEWRAP_KEYSTORE_PASSWORD and BUBBLEWRAP_KEY_PASSWORD.');
for (const brandId of wanted.length ? wanted : BRAND_IDS) {
  const dir = defaultAndroidDir(brandId);
  if (!existsSync(join(dir, 'twa-manifest.json'))) {
    problems.push(`${brandId}: no Gradle project in ${dir}: run npm run twa:generate.`);
    continue;
  }
  const keystore = process.env[`TWA_KEYSTORE_${brandId.toUpperCase()}`];
  if (keystore && !existsSync(keystore)) problems.push(`${brandId}: no keystore at ${keystore}.`);
  if (!keystore && !existsSync(join(dir, 'android.keystore')))
    problems.push(`${brandId}: no keystore: set TWA_KEYSTORE_${brandId.toUpperCase()}.`);
}
if (problems.length) {
  console.error(`twa:build cannot run here:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

for (const brandId of wanted.length ? wanted : BRAND_IDS) {
  const dir = defaultAndroidDir(brandId);
  const keystore = process.env[`TWA_KEYSTORE_${brandId.toUpperCase()}`];
  // twa-manifest.json names ./android.keystore: a keystore kept elsewhere is copied there.
  if (keystore) copyFileSync(keystore, join(dir, 'android.keystore'));
  const args = ['--yes', CLI, 'build', '--skipPwaValidation'];
  console.log(`${brandId}: npx ${args.join(' ')} (in ${dir})`);
  const result = spawnSync('npx', args, { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`${brandId}: ${join(dir, 'app-release-bundle.aab')} and app-release-signed.apk`);
}
