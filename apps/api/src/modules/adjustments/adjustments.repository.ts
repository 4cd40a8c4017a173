/**
 * The SQL of adjustments: the list and one row through the caller's scope (staff all, a partner its
 * own), and the moves an invoice run, a finalize and a void make (charge, invoice, release).
 */
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.js';
import { adjustments, clients, invoices, partners } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

const scope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: adjustments.partnerId });
const charged = alias(invoices, 'charged_invoices');
const related = alias(invoices, 'related_invoices');

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      a: adjustments,
      clientName: clients.name,
      partnerName: partners.name,
      productLine: partners.productLine,
      chargedNumber: charged.number,
      chargedType: charged.invoiceType,
      chargedDate: charged.invoiceDate,
      chargedPaid: charged.markPaidDate,
      relatedNumber: related.number,
      ...extra,
    })
    .from(adjustments)
    .innerJoin(clients, eq(clients.id, adjustments.clientId))
    .innerJoin(partners, eq(partners.id, adjustments.partnerId))
    .leftJoin(charged, eq(charged.id, adjustments.invoiceChargedAgainst))
    .leftJoin(related, eq(related.id, adjustments.invoiceRelatedTo));
export type AdjustmentRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export interface AdjustmentFilter extends ListRequest {
  clientId?: string | undefined;
  partnerId?: string | undefined;
  status?: 'pending' | 'charged' | 'invoiced' | 'void' | undefined;
  direction?: 'credit' | 'debit' | undefined;
  invoiceId?: string | undefined;
}

const SORTS: KeyMap = { date: adjustments.date, amount: adjustments.amount, created_at: adjustments.createdAt };

export function listAdjustments<V>(db: DbOrTx, p: Principal, f: AdjustmentFilter, view: (r: AdjustmentRow) => V) {
  const where = and(
    scope(p, db),
    f.clientId ? eq(adjustments.clientId, f.clientId) : undefined,
    f.partnerId ? eq(adjustments.partnerId, f.partnerId) : undefined,
    f.status ? eq(adjustments.status, f.status) : undefined,
    f.direction ? eq(adjustments.direction, f.direction) : undefined,
    f.invoiceId ? eq(adjustments.invoiceChargedAgainst, f.invoiceId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, adjustments, where),
    keyset: keysetOf(SORTS, f.sort, 'date', [adjustments.createdAt, adjustments.id]),
    request: f,
    view,
  });
}

export async function findVisibleAdjustment(db: DbOrTx, p: Principal, id: string) {
  const [row] = await select(db)
    .where(and(eq(adjustments.id, id), scope(p, db)))
    .limit(1);
  return row;
}

/** The adjustments charged to an invoice (its detail and PDF list them). */
export function adjustmentsOnInvoice(db: DbOrTx, invoiceId: string) {
  return select(db)
    .where(eq(adjustments.invoiceChargedAgainst, invoiceId))
    .orderBy(asc(adjustments.date), asc(adjustments.id));
}

export async function insertAdjustment(db: DbOrTx, values: typeof adjustments.$inferInsert) {
  const [row] = await db.insert(adjustments).values(values).returning({ id: adjustments.id });
  return row!.id;
}

/** An invoice of this client, for `invoice_related_to`. */
export async function clientInvoice(db: DbOrTx, clientId: string, invoiceId: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.clientId, clientId)));
  return row;
}

export async function voidPending(tx: Tx, id: string, reason: string, at: Date): Promise<boolean> {
  const moved = await tx
    .update(adjustments)
    .set({ status: 'void', voidReason: reason, voidedAt: at })
    .where(and(eq(adjustments.id, id), eq(adjustments.status, 'pending')))
    .returning({ id: adjustments.id });
  return moved.length === 1;
}

/** Pending adjustments a run may charge: of these clients, dated by `through`. */
export function pendingFor(tx: Tx, clientIds: string[], through: string) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: adjustments.id,
      clientId: adjustments.clientId,
      currency: adjustments.currency,
      direction: adjustments.direction,
      amount: adjustments.amount,
    })
    .from(adjustments)
    .where(
      and(eq(adjustments.status, 'pending'), inArray(adjustments.clientId, clientIds), lte(adjustments.date, through)),
    )
    .orderBy(asc(adjustments.date), asc(adjustments.id));
}

export async function chargeTo(tx: Tx, ids: string[], invoiceId: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(adjustments)
    .set({ status: 'charged', invoiceChargedAgainst: invoiceId })
    .where(and(inArray(adjustments.id, ids), eq(adjustments.status, 'pending')));
}

/** A rerun (drafts) or a void: the invoices' adjustments wait for the next invoice again. */
export async function releaseFrom(tx: Tx, invoiceIds: string[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  await tx
    .update(adjustments)
    .set({ status: 'pending', invoiceChargedAgainst: null })
    .where(
      and(inArray(adjustments.invoiceChargedAgainst, invoiceIds), inArray(adjustments.status, ['charged', 'invoiced'])),
    );
}

export async function markInvoicedOn(tx: Tx, invoiceId: string): Promise<void> {
  await tx
    .update(adjustments)
    .set({ status: 'invoiced' })
    .where(and(eq(adjustments.invoiceChargedAgainst, invoiceId), eq(adjustments.status, 'charged')));
}

export async function clientOfAdjustment(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, partnerId: clients.partnerId })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}
