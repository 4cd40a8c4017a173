/**
 * The SQL of remittance uploads: the invoices a file's numbers may name (through the caller's invoice
 * scope, never locked: the preview writes and locks nothing), the payer's open invoices the allocation
 * would reach, earlier imports of the same line, and the upload rows themselves (staff all, a partner's
 * users their partner's; nobody else).
 */
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PaymentUploadRow } from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  clients,
  invoices,
  partners,
  paymentAllocations as allocations,
  payments,
  paymentUploads,
  users,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';
import { invoiceScope } from '../invoices/invoices.scope.js';
import { openInvoicesOf, selectPayments } from './payments.repository.js';

const uploadScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: paymentUploads.partnerId });

export async function partnerNamed(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: partners.id, name: partners.name }).from(partners).where(eq(partners.id, id));
  return row;
}

/** The partner's finalized invoices (any status) carrying these numbers that the caller may see. */
export function invoicesNumbered(db: DbOrTx, p: Principal, partnerId: string, numbers: number[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      employerKey: invoices.employerKey,
      partnerId: invoices.partnerId,
      clientId: invoices.clientId,
      clientName: clients.name,
      status: invoices.status,
      invoiceType: invoices.invoiceType,
      currency: invoices.currency,
      remaining: sql<string>`${invoices.totalDue} - ${invoices.allocatedAmount}`,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(eq(invoices.partnerId, partnerId), inArray(invoices.number, numbers), invoiceScope(p, db)))
    .orderBy(asc(invoices.number), asc(invoices.id));
}
export type NumberedInvoice = Awaited<ReturnType<typeof invoicesNumbered>>[number];

/**
 * What the payers still owe in this currency, as the allocation sees it (without its row locks): an
 * overpayment's excess reaches these, oldest due first.
 */
export function openInvoicesOfClients(db: DbOrTx, clientIds: string[], currency: string) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return openInvoicesOf(db, clientIds, currency);
}

/** Payments imported from earlier files that were applied to these invoices (a re-imported line is refused). */
export function importedPaymentsTo(db: DbOrTx, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({
      paymentId: payments.id,
      uploadId: payments.uploadId,
      invoiceId: allocations.invoiceId,
      amount: payments.amount,
      paymentDate: payments.paymentDate,
      reference: payments.reference,
    })
    .from(payments)
    .innerJoin(allocations, eq(allocations.paymentId, payments.id))
    .where(
      and(
        isNotNull(payments.uploadId),
        eq(payments.status, 'received'),
        sql`${allocations.amount} > 0`,
        inArray(allocations.invoiceId, invoiceIds),
      ),
    );
}

export async function insertUpload(tx: Tx, values: typeof paymentUploads.$inferInsert): Promise<string> {
  const [row] = await tx.insert(paymentUploads).values(values).returning({ id: paymentUploads.id });
  return row!.id;
}

/** Marks the payments an import recorded with their upload. */
export async function linkPaymentsToUpload(tx: Tx, uploadId: string, paymentIds: string[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await tx.update(payments).set({ uploadId }).where(inArray(payments.id, paymentIds));
}

/** The currency an upload's rows carry (every row of one file has the file's). */
const currencyOf = sql<string | null>`${paymentUploads.rows}->0->>'currency'`;

const selectUploads = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      upload: {
        id: paymentUploads.id,
        partnerId: paymentUploads.partnerId,
        fileName: paymentUploads.fileName,
        status: paymentUploads.status,
        rowCount: paymentUploads.rowCount,
        importedCount: paymentUploads.importedCount,
        totalAmount: paymentUploads.totalAmount,
        createdBy: paymentUploads.createdBy,
        createdAt: paymentUploads.createdAt,
      },
      currency: currencyOf,
      partnerName: partners.name,
      creatorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      ...extra,
    })
    .from(paymentUploads)
    .innerJoin(partners, eq(partners.id, paymentUploads.partnerId))
    .leftJoin(users, eq(users.id, paymentUploads.createdBy));
export type UploadRow = Awaited<ReturnType<ReturnType<typeof selectUploads>['execute']>>[number];

export interface UploadFilter extends ListRequest {
  partnerId?: string | undefined;
  status?: 'imported' | 'partially_imported' | undefined;
}

const SORTS: KeyMap = {
  created_at: paymentUploads.createdAt,
  file_name: paymentUploads.fileName,
  total_amount: paymentUploads.totalAmount,
};

export function listUploads<V>(db: DbOrTx, p: Principal, f: UploadFilter, view: (r: UploadRow) => V) {
  const where = and(
    uploadScope(p, db),
    f.partnerId ? eq(paymentUploads.partnerId, f.partnerId) : undefined,
    f.status ? eq(paymentUploads.status, f.status) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectUploads(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, paymentUploads, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [paymentUploads.id]),
    request: f,
    view,
  });
}

export async function findVisibleUpload(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectUploads(db, { rows: sql<PaymentUploadRow[]>`${paymentUploads.rows}` })
    .where(and(eq(paymentUploads.id, id), uploadScope(p, db)))
    .limit(1);
  return row;
}

/** The payments an upload recorded, in the file's order of creation. */
export function paymentsOfUpload(db: DbOrTx, uploadId: string) {
  return selectPayments(db).where(eq(payments.uploadId, uploadId)).orderBy(asc(payments.createdAt), asc(payments.id));
}
