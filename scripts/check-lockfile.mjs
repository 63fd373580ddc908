// Fails when package-lock.json names an optional dependency it does not contain. That happens
// when the registry lacks some platform binaries of a package version (seen with rollup 4.68.7
// and unrs-resolver 1.13.0): `npm install` succeeds here but `npm ci` in CI then refuses the lock.
// Fix: pin the package in package.json "overrides" to a version whose binaries all exist.
import { readFileSync } from 'node:fs';

const { packages } = JSON.parse(
  readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
);
const IGNORED = new Set(['fsevents']); // macOS-only, never installed here, always allowed missing
const problems = [];
for (const [path, meta] of Object.entries(packages)) {
  for (const dep of Object.keys(meta.optionalDependencies ?? {})) {
    if (IGNORED.has(dep)) continue;
    const nested = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (!packages[nested] && !packages[`node_modules/${dep}`])
      problems.push(`${path}@${meta.version} → ${dep}`);
  }
}
if (problems.length) {
  console.error(
    `package-lock.json lacks ${problems.length} optional dependencies (npm ci will refuse it):`,
  );
  for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('package-lock.json: every optional dependency is recorded');
