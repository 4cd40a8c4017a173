/** ACH trace sequences drawn from the database's one sequence (schema `payroll_trace_seq`). */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

const SEQUENCES = 9_999_999;

/**
 * `count` trace sequences (1–9,999,999) no other file has: a file written after a crash draws new ones, which
 * is harmless — the file is written once, in the transaction that records its transfers' trace numbers.
 */
export async function nextTraceSequences(db: DbOrTx, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`select ((nextval('payroll_trace_seq') - 1) % ${SEQUENCES} + 1)::int as n from generate_series(1, ${count})`,
  );
  // Both drivers (pg and PGlite) answer raw statements with { rows }.
  return (result as unknown as { rows: { n: number | string }[] }).rows.map((r) => Number(r.n));
}
