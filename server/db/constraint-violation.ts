// PostgreSQL's constraint violations, as node-postgres and PGlite report them (on the error
// itself, or on the cause drizzle wraps it in).
type PgError = { code?: string; column?: string; cause?: PgError } | null;

const reported = (error: unknown): PgError => {
  const e = error as PgError;
  return e?.code === undefined && e?.cause ? e.cause : e;
};

/** unique_violation (SQLSTATE 23505): a unique index decided a race. */
export function isUniqueViolation(error: unknown): boolean {
  return reported(error)?.code === '23505';
}

/** not_null_violation (SQLSTATE 23502) in this column. */
export function isNotNullViolation(error: unknown, column: string): boolean {
  const e = reported(error);
  return e?.code === '23502' && e.column === column;
}
