// Other spellings of one request path, as an attacker writes them to slip past a guard that
// compares URL strings while the router decodes: percent-encoding of any character (upper- and
// lower-case hex, and doubled), case, dot segments (plain and encoded), repeated slashes, a
// trailing slash, `;` parameters, an encoded slash and a backslash.

/**
 * `/api/v1/ideas/:id` with each parameter replaced by `value`, or by `known[name]` where a made-up
 * value would stop a handler early (a 404 for an unknown content directory would hide a bypass).
 */
export const fillParams = (pattern: string, value = 'x1', known: Record<string, string> = {}) =>
  pattern
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => known[name] ?? value)
    .replace(/\*$/, value);

const hex = (char: string) => char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');

export function pathSpellings(path: string): string[] {
  const spellings = new Set<string>();
  // Every character but the slashes, percent-encoded, one at a time.
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    if (char === '/') continue;
    spellings.add(`${path.slice(0, i)}%${hex(char)}${path.slice(i + 1)}`);
  }
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.join('/');
  const firstLower = `%${hex(first[0] ?? 'a').toLowerCase()}${first.slice(1)}`;
  for (const spelling of [
    `/${firstLower}/${tail}`, // lower-case hex
    `/%25${hex(first[0] ?? 'a')}${first.slice(1)}/${tail}`, // encoded twice
    path.toUpperCase(),
    `/${first.toUpperCase()}/${tail}`,
    `/${first[0]?.toUpperCase() ?? ''}${first.slice(1)}/${tail}`,
    `/${first}/./${tail}`,
    `/${first}/%2e/${tail}`,
    `/${first}/x/../${tail}`,
    `/${first}/x/%2e%2e/${tail}`,
    `/x/../${first}/${tail}`,
    `/%2e%2e/${first}/${tail}`,
    `//${first}/${tail}`,
    `/${first}//${tail}`,
    `${path}/`,
    `${path}/.`,
    `${path};x=1`,
    `/${first};x=1/${tail}`,
    `/${first}%2F${tail}`,
    `/${first}\\${tail}`,
    `${path}?${first}=/${first}/`,
  ]) {
    if (spelling !== path) spellings.add(spelling);
  }
  return [...spellings];
}
