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
  // Statistics for the joins that read it back (links by chunk, pay by posting).
  await db.execute(sql`analyze run_items`);
}

/** A run's chunks (collectBillable): summed minutes and amounts, the earliest day, and what they share. */
export async function billableChunks(db: DbOrTx) {
  const rows = rowsOf<{
    chunk: string;
    employer_key: string;
    partner_id: string;
    client_id: string;
    contractor_id: string;
    work_location_id: string;
    classification: string;
    rate: string | null;
    expense_id: string | null;
    currency: string;
    country: string | null;
    state: string | null;
    purchase_order_id: string | null;
    purchase_order_number: string | null;
    minutes: number;
    amount: string;
    work_date: string;
  }>(
    await db.execute(sql`
      select chunk::text, employer_key, partner_id, client_id, contractor_id, work_location_id, classification,
        rate::text, expense_id, currency, country, state, purchase_order_id, purchase_order_number,
        sum(minutes)::int as minutes, sum(amount)::text as amount, min(work_date)::text as work_date
      from run_items
      group by chunk, employer_key, partner_id, client_id, contractor_id, work_location_id, classification, rate,
        expense_id, currency, country, state, purchase_order_id, purchase_order_number, week_start, month, tax_epoch`),
  );
  if (new Set(rows.map((r) => r.chunk)).size !== rows.length) {
    // Two different chunks hashed alike: refused rather than billed together (about one run in 10^10).
    throw conflict('The invoice run could not group its items this time and wrote nothing: run it again.');
  }
  return rows.map((r) => ({
    id: r.chunk,
    employerKey: r.employer_key,
    partnerId: r.partner_id,
    clientId: r.client_id,
    contractorId: r.contractor_id,
    workLocationId: r.work_location_id,
    classification: r.classification,
    rate: r.rate,
    minutes: Number(r.minutes),
    amount: r.amount,
    workDate: r.work_date,
    expenseId: r.expense_id,
    country: r.country,
    state: r.state,
    currency: r.currency,
    purchaseOrderId: r.purchase_order_id,
    purchaseOrderNumber: r.purchase_order_number,
    /** The sales tax regime, set once the run has resolved it (invoice-run.service.ts taxesOf). */
    taxKey: '',
  }));
}
export type BillableRow = Awaited<ReturnType<typeof billableChunks>>[number];

/**
 * The pay side of the postings a run takes, by the chunk whose line carries it: each pay item goes with
 * the bill items of its posting and source (timesheet or expense) of its own class, else with the chunk of
 * that posting and source of the first class by name (the least-named chunk of it). Pay never reaches a
 * client; it is what margins read.
 */
export async function payByChunk(db: DbOrTx): Promise<{ chunk: string; amount: string }[]> {
  return rowsOf<{ chunk: string; amount: string }>(
    await db.execute(sql`
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
        where p.side = 'pay' and p.transaction_id in (select transaction_id from of_source)
        group by 1, 2, 3)
      select chunk::text, amount::text from (
        select coalesce(c.chunk, f.chunk) as chunk, sum(pay.amount) as amount
        from pay
        join of_source f on f.transaction_id = pay.transaction_id and f.source = pay.source
        left join bill c on c.transaction_id = pay.transaction_id and c.source = pay.source
          and c.classification = pay.classification
        group by 1) by_chunk`),
  );
}
