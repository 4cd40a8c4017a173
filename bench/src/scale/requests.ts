/**
 * The benchmarked requests, and the check that the baseline answers each byte for byte as the app does
 * (made once per request before anything is timed; a difference is reported, never hidden).
 */
import type pg from 'pg';

export interface BenchRequest {
  name: string;
  caller: 'admin' | 'partner';
  path: string;
}

/** The newest approved entry of the first generated partner, which both callers may open. */
export async function sampleTimesheetId(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `select t.id from timesheets t join partners p on p.id = t.partner_id
     where p.subdomain = 'scale01' and t.status = 'approved' order by t.date desc, t.id limit 1`,
  );
  if (!rows[0]) throw new Error('no generated timesheet: run the generator first');
  return rows[0].id;
}

/**
 * Page 200 of each caller's timesheet list reached as the web reaches it, by the cursor page 199 answered
 * (read once from the app, by number, before anything is timed).
 */
export async function deepPageCursors(
  appUrl: string,
  authorization: Record<BenchRequest['caller'], string>,
): Promise<Record<BenchRequest['caller'], string>> {
  const cursorOf = async (caller: BenchRequest['caller']) => {
    const { status, body } = await fetchBody(`${appUrl}/v2/timesheets?page=199`, authorization[caller]);
    const cursor = status === 200 ? (JSON.parse(body) as { data: { next_cursor?: string } }).data.next_cursor : null;
    if (!cursor) throw new Error(`page 199 of the ${caller}'s timesheets gave no cursor: ${status}`);
    return cursor;
  };
  return { partner: await cursorOf('partner'), admin: await cursorOf('admin') };
}

export function benchRequests(timesheetId: string, deep: Record<BenchRequest['caller'], string>): BenchRequest[] {
  const both = (name: string, path: string): BenchRequest[] => [
    { name: `${name} (partner)`, caller: 'partner', path },
    { name: `${name} (admin)`, caller: 'admin', path },
  ];
  return [
    ...both('GET /v2/timesheets/{id}', `/v2/timesheets/${timesheetId}`),
    ...both('GET /v2/timesheets page 1', '/v2/timesheets'),
    ...(['partner', 'admin'] as const).map((caller) => ({
      name: `GET /v2/timesheets page 200 by cursor (${caller})`,
      caller,
      path: `/v2/timesheets?cursor=${encodeURIComponent(deep[caller])}`,
    })),
    ...both('GET /v2/timesheets approved, -date, 50', '/v2/timesheets?status=approved&sort=-date&per_page=50'),
    ...both('GET /v2/contractors', '/v2/contractors'),
    // The ledger is the employer's books: a partner that employs no one (not a self-employer) gets 404.
    { name: 'GET /v2/pay_bill_transaction_items (admin)', caller: 'admin', path: '/v2/pay_bill_transaction_items' },
    // "son" is in common last names (Johnson, Wilson…), so both callers' four object types find rows.
    ...both('GET /v2/search', '/v2/search?search_type=global&search=son'),
    ...both('GET /v2/user', '/v2/user'),
  ];
}

/** Where two answers first differ, with some context, or null when they are identical. */
export function firstDifference(app: string, baseline: string): string | null {
  if (app === baseline) return null;
  let i = 0;
  while (i < app.length && app[i] === baseline[i]) i++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 60), i + 60));
  return `at byte ${i}: app …${around(app)}… baseline …${around(baseline)}…`;
}

export async function fetchBody(url: string, authorization: string): Promise<{ status: number; body: string }> {
  const res = await fetch(url, { headers: { authorization } });
  return { status: res.status, body: await res.text() };
}
