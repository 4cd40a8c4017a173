/**
 * The SQL behind the margin reports (decision 0099): each invoice line's bill, pay and the employer burden of
 * the paychecks behind it, per placement (assignment) — the bill items a line took name their assignment,
 * the pay items of the same source and classification carry the pay, and the paychecks that paid those
 * items carry the employer taxes (as decision 0062's distribution lines find them).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { assignments, clients, contractors, invoices, jobs, users } from '../../db/schema/index.js';
import { arrayOf } from '../../lib/sql.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A line and one assignment its items came from (none for a manual line), with that assignment's weights. */
export interface LinePartRow {
  line_id: string;
  invoice_id: string;
  amount: string;
  pay_amount: string;
  assignment_id: string | null;
  /** The assignment's bill items on the line, and its pay items of the same sources. */
  bill_weight: string;
  pay_weight: string;
}

/** Pay in one paycheck behind a line's assignment part, with that paycheck's gross and employer taxes. */
export interface PartPaycheckRow {
  line_id: string;
  assignment_id: string;
  pay: string;
  gross: string;
  employer_taxes: string;
}

/** The invoices of `invoiceIds` the scope holds: a caller's own list's ids, checked again. */
export async function invoicesInScope(db: DbOrTx, scope: SQL | undefined, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(scope, inArray(invoices.id, [...invoiceIds])));
  return rows.map((r) => r.id);
}

const sourcesCte = (invoiceIds: readonly string[]) => sql`
  l as (select id, invoice_id, amount, pay_amount from invoice_line_items
        where invoice_id = any(${arrayOf([...invoiceIds], 'uuid')})),
  bill as (
    select s.line_id, b.id, b.assignment_id, b.transaction_id, b.classification, b.amount,
      coalesce(b.timesheet_id, b.expense_id, b.transaction_id) as src
    from invoice_line_sources s join pay_bill_transaction_items b on b.id = s.item_id
    where s.line_id in (select id from l) and b.side = 'bill'),
  pay as (
    select distinct bill.line_id, p.id, p.assignment_id, p.amount
    from bill join pay_bill_transaction_items p on p.transaction_id = bill.transaction_id
      and coalesce(p.timesheet_id, p.expense_id, p.transaction_id) = bill.src
      and p.classification = bill.classification and p.side = 'pay')`;

export async function linePartsOf(db: DbOrTx, invoiceIds: readonly string[]): Promise<LinePartRow[]> {
  if (invoiceIds.length === 0) return [];
  return rowsOf<LinePartRow>(
    await db.execute(sql`
      with ${sourcesCte(invoiceIds)},
      billw as (select line_id, assignment_id, sum(amount) as w from bill group by line_id, assignment_id),
      payw as (select line_id, assignment_id, sum(amount) as w from pay group by line_id, assignment_id)
      select l.id as line_id, l.invoice_id, l.amount::text as amount, l.pay_amount::text as pay_amount,
        billw.assignment_id, coalesce(billw.w, 0)::text as bill_weight, coalesce(payw.w, 0)::text as pay_weight
      from l left join billw on billw.line_id = l.id
        left join payw on payw.line_id = l.id and payw.assignment_id = billw.assignment_id
      order by l.invoice_id, l.id, billw.assignment_id`),
  );
}

/**
 * The issued paychecks behind each line part's pay (of a run processed or paid, not excluded, refused or a
 * void's reversal — a voided paycheck's figures stand, as its reissue links no items).
 */
export async function partPaychecksOf(db: DbOrTx, invoiceIds: readonly string[]): Promise<PartPaycheckRow[]> {
  if (invoiceIds.length === 0) return [];
  return rowsOf<PartPaycheckRow>(
    await db.execute(sql`
      with ${sourcesCte(invoiceIds)}
      select pay.line_id, pay.assignment_id, sum(pay.amount)::text as pay, c.gross::text as gross,
        c.employer_taxes::text as employer_taxes
      from pay join paycheck_items ci on ci.item_id = pay.id
      join paychecks c on c.id = ci.paycheck_id
      join payroll_runs r on r.id = c.payroll_run_id
      where not c.excluded and c.refusal is null and c.reversal_of_id is null
        and r.status in ('processing', 'paid', 'partially_paid')
      group by pay.line_id, pay.assignment_id, c.id, c.gross, c.employer_taxes
      order by pay.line_id, pay.assignment_id, c.id`),
  );
}

const recruiters = alias(users, 'recruiters');

/** What names a placement in a report: its job, worker, client and the user credited with it. */
export async function placementFactsOf(db: DbOrTx, assignmentIds: readonly string[]) {
  if (assignmentIds.length === 0) return [];
  return db
    .select({
      id: assignments.id,
      jobTitle: jobs.title,
      startDate: assignments.startDate,
      contractorName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      clientName: clients.name,
      recruiterId: recruiters.id,
      recruiterName: sql<string | null>`${recruiters.firstName} || ' ' || ${recruiters.lastName}`,
    })
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .leftJoin(recruiters, eq(recruiters.id, assignments.createdBy))
    .where(inArray(assignments.id, [...assignmentIds]));
}
