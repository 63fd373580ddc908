// The iOS shell's host rule, mirrored from pwabuilder-ios/Sources/HostMatch.swift so
// that it is tested here (Swift is not compiled on this machine). An entry matches its host
// exactly; an entry starting with "." matches any subdomain of the rest, never the bare name and
// never a substring ("evilstockroom.example" is not "stockroom.example"). Anything else opens
// outside the shell (SFSafariViewController).

const normalise = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

export function hostMatches(host: string, entry: string): boolean {
  const name = normalise(host);
  const rule = normalise(entry);
  if (!name || !rule || rule === '.') return false;
  if (rule.startsWith('.')) return name.endsWith(rule) && name.length > rule.length;
  return name === rule;
}

export const isAllowedHost = (host: string | null | undefined, entries: readonly string[]) =>
  !!host && entries.some((entry) => hostMatches(host, entry));
