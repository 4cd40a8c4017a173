/**
 * The SQL of distributions and commissions (issue 14; decision 0062): what a calculation reads — the
 * payment allocations not yet distributed, the invoice lines they paid, each line's platform fee (bills),
 * the adjustments the partner owes, the paychecks behind its pay and their employer burden, the commission
 * plans — and what it writes; the lists and details in the caller's scope; the approval's lock.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  commissionPlans,
  commissions,
  distributionLines,
  distributions,
  invoiceLineItems,
  invoices,
  partners,
  payments,
  salesPartners,
  users,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { arrayOf } from '../../lib/sql.js';
import { latestPayout } from './payouts.repository.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type DistributionRow = typeof distributions.$inferSelect;
export type DistributionLineRow = typeof distributionLines.$inferSelect;
export type NewDistributionLine = typeof distributionLines.$inferInsert;

/** The partner row locked: one calculation of a partner's distributions at a time. */
export async function lockPartner(tx: Tx, partnerId: string) {
  const [row] = await tx
    .select({ id: partners.id, name: partners.name, salesPartnerId: partners.salesPartnerId })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .for('update');
  return row;
}

/** A partner's distributions in one currency, oldest period first. */
export function partnerDistributions(tx: DbOrTx, partnerId: string, currency: string) {
  return tx
    .select()
    .from(distributions)
    .where(and(eq(distributions.partnerId, partnerId), eq(distributions.currency, currency)))
    .orderBy(asc(distributions.periodStart));
}

/** A recalculation starts over: the calculated distribution's lines and commissions are removed. */
export async function clearDistribution(tx: Tx, id: string): Promise<void> {
  await tx.delete(commissions).where(eq(commissions.distributionId, id));
  await tx.delete(distributionLines).where(eq(distributionLines.distributionId, id));
}

/**
 * The day an allocation's cash counts (decision 0062): a return's reversing row (written by the return,
 * its reason "Returned: …") on the return date, every other row on its payment's date.
 */
const ALLOCATION_DATE = sql.raw(`case
  when a.reverses_allocation_id is not null and p.status = 'returned' and p.return_date is not null
    and a.reason like 'Returned:%' then p.return_date
  else p.payment_date end`);

export interface AllocationToDistribute {
  id: string;
  payment_id: string;
  payment_reference: string | null;
  invoice_id: string;
  amount: string;
  reverses_allocation_id: string | null;
  allocation_date: string;
  funding: 'Funded' | 'Self funded';
}

/**
 * The cash allocations of the partner's invoices in the currency, dated up to `end` and in no
 * distribution yet (a late one dated in an approved period joins the next calculated one). Only cash
 * (source payment): credit memos and write-offs move no money. A return's reversing rows are dated on the
 * return; every other row on its payment's date.
 */
export async function allocationsToDistribute(
  tx: DbOrTx,
  f: { partnerId: string; currency: string; end: string },
): Promise<AllocationToDistribute[]> {
  return rowsOf<AllocationToDistribute>(
    await tx.execute(sql`
      select a.id, a.payment_id, p.reference as payment_reference, a.invoice_id, a.amount::text as amount,
        a.reverses_allocation_id, x.allocation_date::text as allocation_date, i.funding
      from payment_allocations a
      join payments p on p.id = a.payment_id
      join invoices i on i.id = a.invoice_id
      cross join lateral (select ${ALLOCATION_DATE} as allocation_date) x
      where a.source = 'payment' and i.partner_id = ${f.partnerId} and i.currency = ${f.currency}
        and i.invoice_type <> 'credit_memo' and x.allocation_date <= ${f.end}::date
        and not exists (select 1 from distribution_lines d where d.payment_allocation_id = a.id)
      order by x.allocation_date, a.created_at, a.id`),
  );
}

/** The partners (and currencies) with cash allocated up to `end` that no distribution holds yet. */
export async function partnersWithCash(tx: DbOrTx, end: string) {
  return rowsOf<{ partner_id: string; currency: string }>(
    await tx.execute(sql`
      select distinct i.partner_id, i.currency
      from payment_allocations a
      join payments p on p.id = a.payment_id
      join invoices i on i.id = a.invoice_id
      where a.source = 'payment' and i.invoice_type <> 'credit_memo'
        and ${ALLOCATION_DATE} <= ${end}::date
        and not exists (select 1 from distribution_lines d where d.payment_allocation_id = a.id)
      order by i.partner_id, i.currency`),
  );
}

export interface InvoiceFigures {
  id: string;
  number: number | null;
  total_bill_amount: string;
  /** The platform's fee (its open bill) and the partner's adjustments charged to the invoice. */
  fee: string;
  partner_adjustments: string;
}

export async function invoiceFigures(tx: DbOrTx, invoiceIds: string[]): Promise<InvoiceFigures[]> {
  if (invoiceIds.length === 0) return [];
  return rowsOf<InvoiceFigures>(
    await tx.execute(sql`
      select i.id, i.number, i.total_bill_amount::text as total_bill_amount,
        coalesce((select sum(b.amount) from bills b where b.invoice_id = i.id and b.status <> 'void'), 0)::text as fee,
        coalesce((select sum(j.partner_amount_due) from adjustments j
          where j.invoice_charged_against = i.id and j.status <> 'void'), 0)::text as partner_adjustments
      from invoices i where i.id = any(${arrayOf(invoiceIds, 'uuid')})`),
  );
}

export interface InvoiceLineFigures {
  id: string;
  invoiceId: string;
  position: number;
  amount: string;
  salesTax: string;
  payAmount: string;
}

export async function invoiceLinesOf(tx: DbOrTx, invoiceIds: string[]): Promise<InvoiceLineFigures[]> {
  if (invoiceIds.length === 0) return [];
  return tx
    .select({
      id: invoiceLineItems.id,
      invoiceId: invoiceLineItems.invoiceId,
      position: invoiceLineItems.position,
      amount: invoiceLineItems.amount,
      salesTax: invoiceLineItems.salesTax,
      payAmount: invoiceLineItems.payAmount,
    })
    .from(invoiceLineItems)
    .where(inArray(invoiceLineItems.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLineItems.invoiceId), asc(invoiceLineItems.position));
}

export interface LinePaycheck {
  line_id: string;
  paycheck_id: string;
  /** The line's pay in the paycheck, the paycheck's gross and employer taxes (workers' comp included). */
  pay: string;
  gross: string;
  employer_taxes: string;
}

/**
 * The paychecks behind each line's pay: the pay-side ledger items of the same transaction, source
 * (timesheet or expense) and classification as the bill items the line took, and the paychecks that paid
 * them: issued paychecks only (of a run processed or paid, not a preview; not excluded, not a void's
 * reversal — a voided paycheck's items are paid by its reissue, which links none, so its figures stand).
 */
export async function linePaychecks(tx: DbOrTx, lineIds: string[]): Promise<LinePaycheck[]> {
  if (lineIds.length === 0) return [];
  return rowsOf<LinePaycheck>(
    await tx.execute(sql`
      with bill as (
        select distinct s.line_id, b.transaction_id, coalesce(b.timesheet_id, b.expense_id, b.transaction_id) as src,
          b.classification
        from invoice_line_sources s join pay_bill_transaction_items b on b.id = s.item_id
        where s.line_id = any(${arrayOf(lineIds, 'uuid')}) and b.side = 'bill'),
      pay as (
        select distinct bill.line_id, p.id, p.amount
        from bill join pay_bill_transaction_items p on p.transaction_id = bill.transaction_id
          and coalesce(p.timesheet_id, p.expense_id, p.transaction_id) = bill.src
          and p.classification = bill.classification and p.side = 'pay')
      select pay.line_id, c.id as paycheck_id, sum(pay.amount)::text as pay, c.gross::text as gross,
        c.employer_taxes::text as employer_taxes
      from pay join paycheck_items ci on ci.item_id = pay.id
      join paychecks c on c.id = ci.paycheck_id
      join payroll_runs r on r.id = c.payroll_run_id
      where not c.excluded and c.refusal is null and c.reversal_of_id is null
        and r.status in ('processing', 'paid', 'partially_paid')
      group by pay.line_id, c.id, c.gross, c.employer_taxes
      order by pay.line_id, c.id`),
  );
}

/**
 * The lines earlier distributions wrote for these allocations: a clawback takes back exactly what they
 * divided the cash into, and its commission follows their plan.
 */
export function distributedLinesOf(tx: DbOrTx, allocationIds: string[]) {
  if (allocationIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      paymentAllocationId: distributionLines.paymentAllocationId,
      invoiceLineId: distributionLines.invoiceLineId,
      commissionPlanId: distributionLines.commissionPlanId,
      allocationDate: distributionLines.allocationDate,
      commission: distributionLines.commission,
      cash: distributionLines.cash,
      pay: distributionLines.pay,
      burden: distributionLines.burden,
      platformFee: distributionLines.platformFee,
      adjustments: distributionLines.adjustments,
      margin: distributionLines.margin,
      reimbursement: distributionLines.reimbursement,
      partnerAmount: distributionLines.partnerAmount,
      platformAmount: distributionLines.platformAmount,
    })
    .from(distributionLines)
    .where(inArray(distributionLines.paymentAllocationId, allocationIds));
}

export function plansOfPartner(tx: DbOrTx, partnerId: string) {
  return tx
    .select()
    .from(commissionPlans)
    .where(eq(commissionPlans.partnerId, partnerId))
    .orderBy(asc(commissionPlans.startDate));
}

/** The basis a plan's year has accrued in distributions so far (the tier the next cash starts in). */
export async function planBasisAccrued(tx: DbOrTx, planId: string, from: string, before: string) {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${distributionLines.commissionBasis}), 0)::text` })
    .from(distributionLines)
    .where(
      and(
        eq(distributionLines.commissionPlanId, planId),
        sql`${distributionLines.allocationDate} >= ${from}::date`,
        sql`${distributionLines.allocationDate} < ${before}::date`,
      ),
    );
  return row?.sum ?? '0';
}

export async function insertDistribution(tx: Tx, values: typeof distributions.$inferInsert) {
  const [row] = await tx.insert(distributions).values(values).returning({ id: distributions.id });
  return row!.id;
}

export async function updateDistribution(tx: Tx, id: string, values: Partial<typeof distributions.$inferInsert>) {
  await tx.update(distributions).set(values).where(eq(distributions.id, id));
}

export async function insertLines(tx: Tx, rows: NewDistributionLine[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(distributionLines).values(rows.slice(i, i + 500));
}

export async function insertCommissions(tx: Tx, rows: (typeof commissions.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(commissions).values(rows);
}

const approver = alias(users, 'approver');

const selectDistributions = (db: DbOrTx, extra: Record<string, SQL> = {}) =>
  db
    .select({
      distribution: distributions,
      partnerName: partners.name,
      approverFirst: approver.firstName,
      approverLast: approver.lastName,
      lineCount: sql<number>`(select count(*)::int from distribution_lines l where l.distribution_id = ${distributions.id})`,
      payout: latestPayout('distribution_id', distributions.id),
      ...extra,
    })
    .from(distributions)
    .innerJoin(partners, eq(partners.id, distributions.partnerId))
    .leftJoin(approver, eq(approver.id, distributions.approvedBy));
export type DistributionJoined = Awaited<ReturnType<ReturnType<typeof selectDistributions>['execute']>>[number];

export interface DistributionFilter extends ListRequest {
  scope: SQL | undefined;
  partnerId?: string | undefined;
  status?: DistributionRow['status'] | undefined;
  currency?: string | undefined;
}

const SORTS: KeyMap = {
  period_start: distributions.periodStart,
  payable: distributions.payable,
  status: distributions.status,
};

export function listDistributions<V>(db: DbOrTx, f: DistributionFilter, view: (r: DistributionJoined) => V) {
  const where = and(
    f.scope,
    f.partnerId ? eq(distributions.partnerId, f.partnerId) : undefined,
    f.status ? eq(distributions.status, f.status) : undefined,
    f.currency ? eq(distributions.currency, f.currency) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectDistributions(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, distributions, where),
    keyset: keysetOf(SORTS, f.sort, 'period_start', [distributions.id]),
    request: f,
    view,
  });
}

export async function findDistribution(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await selectDistributions(db).where(and(eq(distributions.id, id), scope));
  return row;
}

/** The next ACH trace sequence of the platform's files (the payroll files' sequence: no two entries share one). */
export async function nextTraceSequence(tx: DbOrTx): Promise<number> {
  const [row] = rowsOf<{ n: string }>(await tx.execute(sql`select nextval('payroll_trace_seq')::text as n`));
  return Number(row!.n);
}

/** The distribution row locked for a status change, in the caller's scope. */
export async function lockDistribution(tx: Tx, id: string, scope: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(distributions)
    .where(and(eq(distributions.id, id), scope))
    .for('update');
  return row;
}

/** A distribution's lines; given a sales partner, only those whose commission is its (a commission's trace). */
export function linesOfDistribution(db: DbOrTx, id: string, salesPartnerId?: string) {
  return db
    .select({
      line: distributionLines,
      invoiceNumber: invoices.number,
      position: invoiceLineItems.position,
      description: invoiceLineItems.description,
      paymentReference: payments.reference,
    })
    .from(distributionLines)
    .innerJoin(invoices, eq(invoices.id, distributionLines.invoiceId))
    .innerJoin(invoiceLineItems, eq(invoiceLineItems.id, distributionLines.invoiceLineId))
    .innerJoin(payments, eq(payments.id, distributionLines.paymentId))
    .where(
      and(
        eq(distributionLines.distributionId, id),
        salesPartnerId ? eq(distributionLines.salesPartnerId, salesPartnerId) : undefined,
      ),
    )
    .orderBy(asc(distributionLines.allocationDate), asc(invoices.number), asc(invoiceLineItems.position));
}
export type DistributionLineJoined = Awaited<ReturnType<typeof linesOfDistribution>>[number];

const selectCommissions = (db: DbOrTx, extra: Record<string, SQL> = {}) =>
  db
    .select({
      commission: commissions,
      salesPartnerName: salesPartners.name,
      partnerName: partners.name,
      payout: latestPayout('commission_id', commissions.id),
      ...extra,
    })
    .from(commissions)
    .innerJoin(salesPartners, eq(salesPartners.id, commissions.salesPartnerId))
    .innerJoin(partners, eq(partners.id, commissions.partnerId));
export type CommissionJoined = Awaited<ReturnType<ReturnType<typeof selectCommissions>['execute']>>[number];

export async function findCommission(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await selectCommissions(db).where(and(eq(commissions.id, id), scope));
  return row;
}

export function commissionsOfDistribution(db: DbOrTx, distributionId: string, scope: SQL | undefined) {
  return selectCommissions(db)
    .where(and(eq(commissions.distributionId, distributionId), scope))
    .orderBy(asc(salesPartners.name));
}

export interface CommissionFilter extends ListRequest {
  scope: SQL | undefined;
  salesPartnerId?: string | undefined;
  partnerId?: string | undefined;
  status?: DistributionRow['status'] | undefined;
}

const COMMISSION_SORT_KEYS: KeyMap = { period_start: commissions.periodStart, amount: commissions.amount };

export function listCommissions<V>(db: DbOrTx, f: CommissionFilter, view: (r: CommissionJoined) => V) {
  const where = and(
    f.scope,
    f.salesPartnerId ? eq(commissions.salesPartnerId, f.salesPartnerId) : undefined,
    f.partnerId ? eq(commissions.partnerId, f.partnerId) : undefined,
    f.status ? eq(commissions.status, f.status) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectCommissions(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, commissions, where),
    keyset: keysetOf(COMMISSION_SORT_KEYS, f.sort, 'period_start', [commissions.id]),
    request: f,
    view,
  });
}
