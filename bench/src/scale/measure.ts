/**
 * One autocannon measurement, and the wait for the database to go idle after it: a slow endpoint keeps
 * answering requests autocannon already gave up on, and those queries must not run into the next
 * measurement (the other server's).
 */
import autocannon from 'autocannon';
import type pg from 'pg';

export interface Measurement {
  rps: number;
  p99_ms: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function measure(
  url: string,
  authorization: string,
  opts: { seconds: number; connections: number },
): Promise<Measurement> {
  const r = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    headers: { authorization },
  });
  return {
    // Completed 2xx answers per second of the run: errors and timeouts do not count as throughput.
    rps: r['2xx'] / opts.seconds,
    p99_ms: r.latency.p99,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

export async function waitForIdleDatabase(client: pg.ClientBase, database: string, maxSeconds = 300): Promise<void> {
  const deadline = Date.now() + maxSeconds * 1000;
  // Idle three polls in a row: between two queries of a busy pool every connection may look idle at once.
  let idlePolls = 0;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int n from pg_stat_activity
       where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
      [database],
    );
    idlePolls = rows[0]?.n === 0 ? idlePolls + 1 : 0;
    if (idlePolls === 3) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${database} still busy after ${maxSeconds} s`);
}
