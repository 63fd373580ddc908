// Handles: the name a member is mentioned by (`@ada-lovelace`), made from their name the way
// featured contributors' URL names are (sanitize.ts slugFor), with -2, -3… when taken: lower-case
// letters and digits in words joined by single dashes, so a handle is unique as written and
// `@Ada-Lovelace` finds it by lower-casing.
import { eq, inArray, like, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { communityProfiles } from '../../db/schema/community';
import { slugFor } from './sanitize';

/** Short enough to type, long enough for a first and a last name. */
const HANDLE_BASE_MAX = 24;

export function handleBase(name: string): string {
  const slug = slugFor(name).slice(0, HANDLE_BASE_MAX).replace(/-+$/, '');
  // slugFor's own fallback is "thought" (it names thought URLs); a person is a member.
  return slug === 'thought' && !/thought/i.test(name) ? 'member' : slug;
}

/** The first of base, base-2, base-3… that nobody has. */
export async function freeHandle(tx: Tx | Db, base: string): Promise<string> {
  const taken = await tx
    .select({ handle: communityProfiles.handle })
    .from(communityProfiles)
    .where(or(eq(communityProfiles.handle, base), like(communityProfiles.handle, `${base}-%`)));
  const names = new Set(taken.map((row) => row.handle));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!names.has(candidate)) return candidate;
  }
}

/** The profiles a body's `@handles` name, by handle (lower case). */
export async function profilesByHandle(
  tx: Tx | Db,
  handles: string[],
): Promise<Map<string, string>> {
  if (handles.length === 0) return new Map();
  const rows = await tx
    .select({ userId: communityProfiles.userId, handle: communityProfiles.handle })
    .from(communityProfiles)
    .where(inArray(communityProfiles.handle, handles));
  return new Map(rows.map((row) => [row.handle!, row.userId]));
}
