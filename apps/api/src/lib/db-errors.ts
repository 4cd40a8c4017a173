/** Recognising database refusals that callers answer as a 409 rather than a 500. */

/** A unique index refused the write (two requests raced past the check); drivers may wrap the error. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
