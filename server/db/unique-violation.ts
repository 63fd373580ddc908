// PostgreSQL's unique_violation (SQLSTATE 23505), as node-postgres and PGlite report it (on the
// error itself, or on the cause drizzle wraps it in): a unique index decided a race.
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
