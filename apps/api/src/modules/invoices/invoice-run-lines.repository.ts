/**
 * An invoice run's lines, planned and written in SQL (decision 0097): the chunks of `run_planned`
 * (invoice-run-pool.repository.ts), placed on invoices by the API, are summed into lines in a temporary
 * table (`run_lines`, dropped at commit), which the run then writes with their links to the ledger items
 * by `INSERT … SELECT`: neither the 40,000 lines of a large run nor their 120,000 links cross the wire.
 * The rules are planInvoices' (@app/paybill, which the property tests exercise): a line is one contractor ×
 * class × rate (× the period of late time) × tax regime, or one expense × tax regime; a time line is its
 * minutes × rate ÷ 60 rounded half away from zero to the cent once, an expense line the sum of its items;
 * lines that net to nothing are dropped; each line's tax is per tax component on its amount, rounded half
 * away from zero; positions follow the kept manual lines in lineOrder's order. A change to a rule here is a
 * change to planInvoices too.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { orderedUuidPrefix } from '../../lib/ordered-ids.js';
import { arrayOf } from '../../lib/sql.js';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Where a group's chunks go: the invoice (a new one's id chosen by the API) and whether they are late time. */
export interface GroupTarget {
  group_key: string;
  invoice_id: string;
  late: boolean;
}

/** A sales tax regime of the run: its jurisdiction, combined rate and each taxed component's rate. */
export interface RunTax {
  tax_key: string;
  jurisdiction: string;
  rate_percent: string;
  rates: string[];
}

export interface LineContext {
  targets: GroupTarget[];
  taxes: RunTax[];
  /** Each class's label on a line's description (labelOf('payClass')). */
  labels: Record<string, string>;
}

/**
 * Sums the placed chunks into lines (`run_lines`): one row per line, with its id (time-ordered: the links'
 * `(line_id, item_id)` index then grows at its right edge), position, description, amounts, tax and pay,
 * and the chunks whose items it takes.
 */
export async function buildLines(db: DbOrTx, c: LineContext): Promise<void> {
  const invoiceIds = [...new Set(c.targets.map((t) => t.invoice_id))];
  await db.execute(sql`drop table if exists run_lines`);
  await db.execute(sql`
    create temp table run_lines on commit drop as
    with g as (
      select * from json_to_recordset(${JSON.stringify(c.targets)}::json)
        as g(group_key text, invoice_id uuid, late boolean)),
    placed as (select p.*, g.invoice_id, g.late from run_planned p join g on g.group_key = p.group_key),
    tax as (
      select * from json_to_recordset(${JSON.stringify(c.taxes)}::json)
        as t(tax_key text, jurisdiction text, rate_percent numeric, rates numeric[])),
    summed as (
      -- An expense is one line per tax regime; time one per contractor × class × rate × late period × regime.
      select invoice_id, late, case when late then period_start end as late_period_start,
        case when expense_id is not null or (array_agg(rate))[1] is null then 'expense' else 'time' end as kind,
        (array_agg(contractor_id))[1] as contractor_id, (array_agg(classification))[1] as classification,
        (array_agg(rate))[1] as rate, expense_id, tax_key, sum(minutes)::int as minutes, sum(amount) as amount_sum, sum(pay) as pay,
        min(work_date) as first_work_date, array_agg(chunk) as chunks
      from placed
      group by invoice_id, late, expense_id, tax_key, case when late then period_start end,
        case when expense_id is null then contractor_id end, case when expense_id is null then classification end,
        case when expense_id is null then rate end),
    valued as (
      select s.*, case when kind = 'time' then round(minutes * rate / 60, 2) else round(amount_sum, 2) end as amount
      from summed s),
    kept as (
      select v.*, coalesce(m.last_position, 0) as first_position
      from valued v
      left join (select invoice_id, max(position) as last_position from invoice_line_items
                 where invoice_id = any(${arrayOf(invoiceIds, 'uuid')}) group by 1) m on m.invoice_id = v.invoice_id
      where v.minutes <> 0 or v.amount <> 0),
    ordered as (
      select k.*, row_number() over (partition by invoice_id order by late, late_period_start, contractor_id,
          kind = 'expense', case classification when 'regular' then 0 when 'overtime' then 1
            when 'double_time' then 2 when 'holiday' then 3 else 4 end,
          coalesce(rate::numeric(14, 4)::text, '') collate "C", coalesce(expense_id::text, ''),
          first_work_date, tax_key collate "C") as n
      from kept k)
    select (${orderedUuidPrefix()} || lpad(to_hex(row_number() over (order by o.invoice_id, o.n)), 12, '0'))::uuid as id,
      o.invoice_id, o.first_position + o.n::int as position, o.kind, o.contractor_id, o.classification,
      coalesce(k.first_name || ' ' || k.last_name, 'Contractor') || ' — '
        || case when o.kind = 'expense' then 'Expense: ' || coalesce(e.description, e.category, 'Expense')
           else coalesce(${JSON.stringify(c.labels)}::json ->> o.classification, o.classification) end
        || case when o.late then ' (late time, week of ' || to_char(o.late_period_start, 'YYYY-MM-DD') || ')' else '' end
        as description,
      o.minutes, o.rate::numeric(14, 4) as rate, o.amount, o.pay as pay_amount,
      case when t.tax_key is null then 0
        else (select coalesce(sum(round(o.amount * r * 0.01, 2)), 0) from unnest(t.rates) r) end as sales_tax,
      coalesce(t.jurisdiction, o.tax_key) as tax_jurisdiction, t.rate_percent as tax_rate_percent,
      o.expense_id, o.late_period_start, o.late, o.chunks
    from ordered o
    left join tax t on t.tax_key = o.tax_key
    left join contractors k on k.id = o.contractor_id
    left join expenses e on e.id = o.expense_id
    order by o.invoice_id, o.n`);
}

/** Each invoice's generated lines: how many, how many late, and their amount, tax and pay sums. */
export async function lineTotals(db: DbOrTx) {
  return rowsOf<{
    invoice_id: string;
    lines: number;
    late_lines: number;
    subtotal: string;
    tax: string;
    pay: string;
  }>(
    await db.execute(sql`
      select invoice_id::text, count(*)::int as lines, (count(*) filter (where late))::int as late_lines,
        sum(amount)::text as subtotal, sum(sales_tax)::text as tax, sum(pay_amount)::text as pay
      from run_lines group by invoice_id`),
  );
}

/**
 * Writes the lines of `run_lines` and links each to the items of its chunks, which takes them
 * (lib/draft-holds.ts): two statements whatever the size of the run.
 */
export async function writeLines(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into invoice_line_items (id, invoice_id, position, kind, contractor_id, classification, description,
      minutes, rate, amount, pay_amount, sales_tax, tax_jurisdiction, tax_rate_percent, expense_id, late_period_start)
    select id, invoice_id, position, kind, contractor_id, classification, description, minutes, rate, amount,
      pay_amount, sales_tax, tax_jurisdiction, tax_rate_percent, expense_id, late_period_start
    from run_lines`);
  await tx.execute(sql`
    insert into invoice_line_sources (line_id, item_id)
    select l.id, i.id from run_lines l cross join unnest(l.chunks) as c(chunk) join run_items i on i.chunk = c.chunk`);
}
