/**
 * An invoice run's pool: the approved bill-side items it may take, gathered and summed in SQL into
 * chunks (what the planner reads), and the pay side that goes with each chunk. Everything here runs in
 * the run's transaction (invoice-run.service.ts); the temporary table is dropped at its end.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { heldByDraft } from '../../lib/draft-holds.js';
import { conflict } from '../../lib/errors.js';
import { arrayOf } from '../../lib/sql.js';
import { DEFAULT_PAY_CALENDAR } from '../pay-calendars/pay-calendars.service.js';

export interface RunScope {
  /** Undefined: every issuer (an admin's run). */
  employers: string[] | undefined;
  clientId: string | undefined;
  through: string;
}

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The days on which some sales tax row starts or stops applying, in order: items between two of them
 * are taxed alike at one place, so a run may sum them before resolving their tax.
 */
export async function taxBoundaries(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ day: string }>(
    await db.execute(sql`
      select day::text from (
        select effective_from as day from sales_taxes
        union select effective_to + 1 from sales_taxes where effective_to is not null) d
      order by day`),
  );
  return rows.map((r) => r.day);
}

/**
 * Collects a run's pool into a temporary table (`run_items`, dropped at commit): the approved bill-side
 * items worked on or before `through` that no invoice holds (lib/draft-holds.ts), with their issuer,
 * currency, place and the PO their timesheet stands consumed against (one standing row per timesheet:
 * the join adds no row). Each item carries its chunk: the items a line would sum whatever the client's
 * frequency and grouping (one contractor, class, rate, expense, place, currency and PO in one week of the
 * issuer's workweek, cut at month ends, with no tax row starting or stopping between them).
 * A run plans chunks instead of items (a third as many for a usual week) and links items by chunk.
 *
 * A chunk is named by the 64-bit hash of what its items share (`hash_record_extended`: each type's own
 * hash, so 1.5 and 1.50 name one chunk as they group as one), computed row by row: numbering chunks
 * instead (a window over the sixteen columns) sorted the whole pool, most of this statement's time.
 * billableChunks refuses a run in which two different chunks hash alike; each run hashes with a seed of its
 * own, so trying again succeeds.
 */
export async function collectBillable(db: DbOrTx, s: RunScope, taxDays: string[]): Promise<void> {
  // The run's groupings and joins over 100,000 items fit in memory instead of spilling to disk (for this
  // transaction only: a run is serialized, so at most one holds this much).
  await db.execute(sql`set local work_mem = '64MB'`);
  await db.execute(sql`drop table if exists run_items`);
  await db.execute(sql`
    create temp table run_items on commit drop as
    select p.*, hash_record_extended(row(employer_key, partner_id, client_id, contractor_id, work_location_id,
        classification, rate, expense_id, currency, country, state, purchase_order_id, purchase_order_number,
        week_start, month, tax_epoch), ${randomInt(2 ** 31)}) as chunk
    from (
      select i.id, i.transaction_id, coalesce(i.timesheet_id, i.expense_id) as source, i.classification,
        i.minutes, i.amount, i.work_date, t.employer_key, i.partner_id, i.client_id, i.contractor_id,
        a.work_location_id, i.rate, i.expense_id, wl.country, wl.state,
        -- A Canadian work location bills in Canadian dollars (decision 0035).
        case when wl.country = 'CA' then 'cad' else 'usd' end as currency,
        po.id as purchase_order_id, po.number as purchase_order_number,
        i.work_date - ((extract(dow from i.work_date)::int
          - coalesce(pc.workweek_start_day, ${DEFAULT_PAY_CALENDAR.workweekStartDay}) + 7) % 7) as week_start,
        date_trunc('month', i.work_date)::date as month,
        width_bucket(i.work_date, ${arrayOf(taxDays, 'date')}) as tax_epoch
      from pay_bill_transaction_items i
      join pay_bill_transactions t on t.id = i.transaction_id
      join assignments a on a.id = i.assignment_id
      join work_locations wl on wl.id = a.work_location_id
      left join purchase_order_consumptions c on c.timesheet_id = i.timesheet_id and c.released_at is null
      left join purchase_orders po on po.id = c.purchase_order_id
      left join pay_calendars pc on pc.employer_key = t.employer_key
      where i.side = 'bill' and i.status = 'approved' and i.invoice_id is null and i.work_date <= ${s.through}
        and not ${heldByDraft(sql`i.id`)}
        ${s.employers ? sql`and t.employer_key = any(${arrayOf(s.employers, 'text')})` : sql``}
        ${s.clientId ? sql`and i.client_id = ${s.clientId}` : sql``}
    ) p`);
  // Statistics for the joins that read it back, of the two columns they join on (links by chunk, pay by
  // posting): statistics of every column took longer than the statements they helped.
  await db.execute(sql`analyze run_items (transaction_id, chunk)`);
}

/**
 * Sums the pool into its chunks (a temporary table, `run_chunks`, dropped at commit): what a line sums,
 * whatever the client's frequency and grouping. The run groups, plans and writes lines from it in SQL, so
 * no chunk crosses the wire. Refuses a run in which two different chunks hashed alike (about one run in
 * 10^10): they are not billed together.
 */
export async function summarizeChunks(db: DbOrTx): Promise<void> {
  await db.execute(sql`drop table if exists run_chunks`);
  await db.execute(sql`
    create temp table run_chunks on commit drop as
    select chunk, employer_key, partner_id, client_id, contractor_id, work_location_id, classification, rate,
      expense_id, currency, country, state, purchase_order_id, purchase_order_number,
      sum(minutes)::int as minutes, sum(amount) as amount, min(work_date) as work_date
    from run_items
    group by chunk, employer_key, partner_id, client_id, contractor_id, work_location_id, classification, rate,
      expense_id, currency, country, state, purchase_order_id, purchase_order_number, week_start, month, tax_epoch`);
  const clash = rowsOf<{ chunk: string }>(
    await db.execute(sql`select chunk::text from run_chunks group by chunk having count(*) > 1 limit 1`),
  );
  if (clash.length > 0) {
    throw conflict('The invoice run could not group its items this time and wrote nothing: run it again.');
  }
}

/**
 * What the run decides in the API, read from its chunks in one pass: each client, issuer, day and place
 * they fall on (the clients and issuers it bills, the billing periods and sales tax regimes it resolves),
 * and the classes its lines name.
 */
export async function chunkFacts(db: DbOrTx) {
  const [days, classes] = await Promise.all([
    db.execute(sql`
      select distinct client_id::text, employer_key, work_date::text as work_date, country, state
      from run_chunks`),
    db.execute(sql`select distinct classification from run_chunks`),
  ]);
  return {
    days: rowsOf<{
      client_id: string;
      employer_key: string;
      work_date: string;
      country: string | null;
      state: string | null;
    }>(days),
    classes: rowsOf<{ classification: string }>(classes).map((r) => r.classification),
  };
}

/** What the run reads of each client to place its chunks. */
export interface ClientPlacing {
  frequency: string;
  grouping: string;
  exempt: boolean;
  product_line: string;
}

/** The key of a chunk's billing period: its day, its issuer and its client's frequency. */
export const periodKey = (workDate: string, employerKey: string, frequency: string) =>
  `${workDate}|${employerKey}|${frequency}`;
/** The key of a chunk's sales tax regime: its place, its client's product line and its day. */
export const taxPlaceKey = (country: string | null, state: string | null, productLine: string, workDate: string) =>
  `${country ?? ''}|${state ?? ''}|${productLine}|${workDate}`;

/** A group of chunks: one client × issuer × currency × period × the client's split (an invoice, or late time). */
export interface ChunkGroup {
  group_key: string;
  employer_key: string;
  partner_id: string;
  client_id: string;
  currency: string;
  period_start: string;
  period_end: string;
  work_location_id: string | null;
  contractor_id: string | null;
  purchase_order_id: string | null;
  po_numbers: string[];
}

/**
 * Places each chunk in its billing period and its client's split (`run_planned`, dropped at commit),
 * leaving out periods that end after `through`, with its sales tax regime ('exempt' for an exempt client)
 * and, for a run that writes, its pay figure (`run_pay`); answers the groups: a few per client, which the API
 * places on invoices. What the API decided per client, period day and tax place is passed as JSON, keyed by
 * periodKey and taxPlaceKey (joined on text keys, so every join hashes). A group's key is the invoice key of its own
 * period (groupKey in @app/paybill, spelled alike).
 */
export async function planChunks(
  db: DbOrTx,
  c: {
    clients: Record<string, ClientPlacing>;
    periods: Record<string, { start: string; end: string }>;
    taxes: Record<string, string>;
    through: string;
    exempt: string;
    withPay: boolean;
  },
): Promise<ChunkGroup[]> {
  await db.execute(sql`drop table if exists run_planned`);
  const clients = Object.entries(c.clients).map(([id, terms]) => ({ id, ...terms }));
  const periods = Object.entries(c.periods).map(([key, p]) => ({ key, ...p }));
  const taxes = Object.entries(c.taxes).map(([key, tax_key]) => ({ key, tax_key }));
  await db.execute(sql`
    create temp table run_planned on commit drop as
    with terms as (
      select * from json_to_recordset(${JSON.stringify(clients)}::json)
        as t(id uuid, frequency text, grouping text, exempt boolean, product_line text)),
    periods as (
      select * from json_to_recordset(${JSON.stringify(periods)}::json) as p(key text, start date, "end" date)),
    taxes as (select * from json_to_recordset(${JSON.stringify(taxes)}::json) as x(key text, tax_key text)),
    keyed as (
      select c.*, t.grouping, t.exempt, c.work_date::text || '|' || c.employer_key || '|' || t.frequency
          as period_key,
        case when not t.exempt then concat_ws('|', coalesce(c.country, ''), coalesce(c.state, ''), t.product_line,
          c.work_date::text) end as place_key
      from run_chunks c join terms t on t.id = c.client_id),
    split as (
      select k.chunk, k.employer_key, k.partner_id, k.client_id, k.contractor_id, k.work_location_id, k.classification,
        k.rate, k.expense_id, k.currency, k.purchase_order_number, k.minutes, k.amount, k.work_date,
        p.start as period_start, p."end" as period_end,
        case when k.grouping = 'work_location' then k.work_location_id end as split_location,
        case when k.grouping = 'contractor' then k.contractor_id end as split_contractor,
        case when k.grouping = 'purchase_order' then k.purchase_order_id end as split_po,
        case when k.exempt then ${c.exempt}::text else x.tax_key end as tax_key
      from keyed k
      join periods p on p.key = k.period_key
      left join taxes x on x.key = k.place_key
      where p."end" <= ${c.through}::date)
    select split.*, concat_ws('|', employer_key, client_id, currency, period_start::text,
        coalesce(split_location::text, '-'), coalesce(split_contractor::text, '-'))
        || coalesce('|po:' || split_po, '') as group_key,
      ${c.withPay ? sql`coalesce(pay.amount, 0)` : sql`0`}::numeric as pay
    from split ${c.withPay ? sql`left join run_pay pay on pay.chunk = split.chunk` : sql``}`);
  const groups = rowsOf<Omit<ChunkGroup, 'po_numbers'> & { po_numbers: string[] | null }>(
    await db.execute(sql`
      select group_key, employer_key, (array_agg(partner_id))[1]::text as partner_id, client_id::text,
        currency, period_start::text, period_end::text, split_location::text as work_location_id,
        split_contractor::text as contractor_id, split_po::text as purchase_order_id,
        array_agg(purchase_order_number) filter (where purchase_order_number is not null) as po_numbers
      from run_planned
      group by group_key, employer_key, client_id, currency, period_start, period_end, split_location,
        split_contractor, split_po`),
  );
  return groups.map((g) => ({ ...g, po_numbers: g.po_numbers ?? [] }));
}

/**
 * The pay side of the postings a run takes, by the chunk whose line carries it (`run_pay`, dropped at
 * commit): each pay item goes with the bill items of its posting and source (timesheet or expense) of its
 * own class, else with the chunk of that posting and source of the first class by name (the least-named
 * chunk of it). Pay never reaches a client; it is what margins read.
 */
export async function collectPay(db: DbOrTx): Promise<void> {
  await db.execute(sql`drop table if exists run_pay`);
  await db.execute(sql`
    create temp table run_pay on commit drop as
    with bill as (
      select transaction_id, coalesce(source, transaction_id) as source, classification, min(chunk) as chunk
      from run_items group by 1, 2, 3),
    of_source as (
      select distinct on (transaction_id, source) transaction_id, source, chunk
      from bill order by transaction_id, source, classification, chunk),
    pay as (
      select p.transaction_id, coalesce(p.timesheet_id, p.expense_id, p.transaction_id) as source,
        p.classification, sum(p.amount) as amount
      from pay_bill_transaction_items p
      where p.side = 'pay' and p.transaction_id in (select transaction_id from run_items)
      group by 1, 2, 3)
    select coalesce(c.chunk, f.chunk) as chunk, sum(pay.amount) as amount
    from pay
    join of_source f on f.transaction_id = pay.transaction_id and f.source = pay.source
    left join bill c on c.transaction_id = pay.transaction_id and c.source = pay.source
      and c.classification = pay.classification
    group by 1`);
}
