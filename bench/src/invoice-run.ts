/**
 * The invoice run at size (billing issue): 1,000 clients × 20 contractors, one approved week each (five
 * 8-hour days of regular time and 2 hours of overtime, bill and pay sides: 240,000 ledger items), invoiced
 * by the app's run — its preview (the whole run, rolled back) and the run itself — against a set-based SQL
 * floor doing the same grouping (client × contractor × class × rate, hours × rate rounded) in one
 * statement on the same database in the same run. On PostgreSQL when TEST_DATABASE_URL names a server,
 * else on PGlite. `BENCH_ONLY=invoice npm run bench -w @app/bench`; BENCH_INVOICE_CLIENTS scales it down.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { runInvoices } from '../../apps/api/src/modules/invoices/invoice-run.service.js';
import { activePrincipal, findUserByEmail } from '../../apps/api/src/modules/users/users.service.js';
import { createTestApp } from '../../apps/api/src/test/test-app.js';
import { fmt, median, timeEach } from './timing.js';

/**
 * CPU milliseconds used so far by this run's PostgreSQL backends (their title names the bench's database,
 * which holds this process's id) and parallel workers: what the run cost the database, which a busy
 * machine's other work does not inflate as it inflates the wall time. Linux only; 0 elsewhere.
 */
function postgresCpuMs(): number {
  let ticks = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:')) continue;
      if (!title.includes(`_${process.pid}_`) && !title.includes('parallel worker')) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10;
}

/** What `f` took: wall time, this process's CPU (the API's code, with its garbage collector) and the database's. */
async function cpuOf<T>(f: () => Promise<T>) {
  const pg = postgresCpuMs();
  const node = process.cpuUsage();
  const wallStart = performance.now();
  const result = await f();
  const used = process.cpuUsage(node);
  return {
    result,
    wall: performance.now() - wallStart,
    node: (used.user + used.system) / 1000,
    pg: postgresCpuMs() - pg,
  };
}

const CLIENTS = Number(process.env.BENCH_INVOICE_CLIENTS ?? 1000);
const PER_CLIENT = 20;
const MONDAY = '2031-03-03';
const THROUGH = '2031-03-09';
const id = (label: string, n: string) => `md5('${label}-' || ${n})::uuid`;

export async function benchInvoiceRun(): Promise<void> {
  const t = await createTestApp();
  try {
    const sql = (q: string) => t.database.executeSql(q);
    const acme = String((await sql(`select id from partners where subdomain = 'acme'`)).rows[0]!.id);
    const started = performance.now();
    await sql(`insert into clients (id, partner_id, name, billing_email)
      select ${id('c', 'c')}, '${acme}', 'Bench client ' || c, null from generate_series(1, ${CLIENTS}) c`);
    await sql(`insert into work_locations (id, partner_id, client_id, name, state, country, timezone)
      select ${id('w', 'c')}, '${acme}', ${id('c', 'c')}, 'Bench site ' || c, 'TX', 'US', 'America/Chicago'
      from generate_series(1, ${CLIENTS}) c`);
    await sql(`insert into jobs (id, partner_id, client_id, title, classification)
      select ${id('j', 'c')}, '${acme}', ${id('c', 'c')}, 'Bench job', 'w-2' from generate_series(1, ${CLIENTS}) c`);
    const people = `from generate_series(1, ${CLIENTS}) c cross join generate_series(1, ${PER_CLIENT}) k`;
    const person = `(c * 100 + k)::text`;
    await sql(`insert into contractors (id, partner_id, first_name, last_name, email, classification, status)
      select ${id('k', person)}, '${acme}', 'Bench', 'Worker ' || ${person}, 'bench' || ${person} || '@example.test', 'w-2', 'active' ${people}`);
    await sql(`insert into assignments (id, partner_id, client_id, contractor_id, job_id, work_location_id, start_date, status)
      select ${id('a', person)}, '${acme}', ${id('c', 'c')}, ${id('k', person)}, ${id('j', 'c')}, ${id('w', 'c')}, '${MONDAY}', 'live' ${people}`);
    await sql(`insert into pay_bill_transactions (id, kind, employer_key, person_key, partner_id, contractor_id, week_start, reason)
      select ${id('t', person)}, 'time', 'platform', ${id('k', person)}::text, '${acme}', ${id('k', person)}, '${MONDAY}', 'bench week' ${people}`);
    // Five regular days and one overtime item, on the bill side ($40 / $60) and the pay side ($25 / $37.50).
    await sql(`insert into pay_bill_transaction_items
        (transaction_id, assignment_id, partner_id, client_id, contractor_id, side, classification, work_date, minutes, rate, amount, status)
      select ${id('t', person)}, ${id('a', person)}, '${acme}', ${id('c', 'c')}, ${id('k', person)}, s.side,
        case when d = 5 then 'overtime' else 'regular' end, date '${MONDAY}' + least(d, 4),
        case when d = 5 then 120 else 480 end,
        case when s.side = 'bill' then (case when d = 5 then 60 else 40 end) else (case when d = 5 then 37.5 else 25 end) end,
        case when s.side = 'bill' then (case when d = 5 then 120 else 320 end) else (case when d = 5 then 75 else 200 end) end,
        'approved'
      ${people} cross join generate_series(0, 5) d cross join (values ('bill'), ('pay')) s(side)`);
    await sql('analyze');
    console.log(
      `invoice run bench (${t.database.kind}): ${CLIENTS} clients × ${PER_CLIENT} contractors, ${CLIENTS * PER_CLIENT * 12} items, generated in ${fmt((performance.now() - started) / 1000)} s`,
    );

    const floorSql = `select i.client_id, i.contractor_id, i.classification, i.rate, sum(i.minutes) as minutes,
        round(sum(i.minutes)::numeric / 60 * i.rate, 2) as amount
      from pay_bill_transaction_items i join pay_bill_transactions t on t.id = i.transaction_id
      where i.side = 'bill' and i.status = 'approved' and i.invoice_id is null and i.work_date <= '${THROUGH}'
      group by 1, 2, 3, 4`;
    const floor = median(await timeEach(3, () => sql(floorSql)));

    const user = await findUserByEmail(t.app.deps.db, 'admin@demo.test');
    const admin = (await activePrincipal(t.app.deps.db, user!.id, { id: 'bench', actualUserId: null }))!;
    const request = { through: THROUGH };
    const preview = median(
      await timeEach(3, () => runInvoices(t.app.deps, admin, request, { commit: false, ip: '127.0.0.1' })),
    );
    const load = loadavg()[0]!;
    const {
      result,
      wall: run,
      ...cpu
    } = await cpuOf(() => runInvoices(t.app.deps, admin, request, { commit: true, ip: '127.0.0.1' }));
    const bench = result.invoices.filter((i) => i.client.name.startsWith('Bench client')).length;
    const rerunStart = performance.now();
    await runInvoices(t.app.deps, admin, request, { commit: true, ip: '127.0.0.1' });
    const rerun = performance.now() - rerunStart;

    console.log(`  floor (one grouping statement): ${fmt(floor)} ms`);
    console.log(`  preview (the run, rolled back): ${fmt(preview)} ms, ratio ${fmt(preview / floor)}× the floor`);
    console.log(
      `  run (${bench} drafts, ${result.totals.lines} lines written): ${fmt(run)} ms, ratio ${fmt(run / floor)}× the floor; target under 2,000 ms on PostgreSQL`,
    );
    console.log(`  rerun (every draft rebuilt): ${fmt(rerun)} ms`);
    // On a busy machine the wall times stretch; the CPU each side used moves far less.
    console.log(
      `  run CPU: API process ${fmt(cpu.node)} ms, PostgreSQL ${fmt(cpu.pg)} ms (load average ${load.toFixed(2)} on ${availableParallelism()} cores)`,
    );
  } finally {
    await t.close();
  }
}
