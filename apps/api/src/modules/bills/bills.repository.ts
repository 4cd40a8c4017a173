/**
 * The SQL of bills (what the platform charges a partner per finalized invoice): the partner's fee setting
 * with the invoice's billed hours, the bill row, its void, and the list in the caller's scope.
 */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bills, clients, invoices, partners } from '../../db/schema/index.js';
import { keysetOf, nullableKey, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

/** The invoice's partner fee setting and the minutes its time lines billed. */
export async function feeBasisOf(tx: Tx, invoiceId: string) {
  const [row] = await tx
    .select({
      partnerId: invoices.partnerId,
      currency: invoices.currency,
      invoiceType: invoices.invoiceType,
      basis: partners.platformFeeBasis,
      fee: partners.platformFeeAmount,
      minutes: sql<number>`(select coalesce(sum(l.minutes), 0) from invoice_line_items l where l.invoice_id = ${invoices.id} and l.kind = 'time')`,
    })
    .from(invoices)
    .innerJoin(partners, eq(partners.id, invoices.partnerId))
    .where(eq(invoices.id, invoiceId));
  return row;
}

export async function insertBill(tx: Tx, values: typeof bills.$inferInsert): Promise<void> {
  await tx.insert(bills).values(values).onConflictDoNothing();
}

export async function markBillVoid(tx: Tx, invoiceId: string, at: Date): Promise<void> {
  await tx
    .update(bills)
    .set({ status: 'void', voidedAt: at })
    .where(and(eq(bills.invoiceId, invoiceId), eq(bills.status, 'open')));
}

const selectBills = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      bill: bills,
      partnerName: partners.name,
      invoiceNumber: invoices.number,
      clientName: clients.name,
      ...extra,
    })
    .from(bills)
    .innerJoin(partners, eq(partners.id, bills.partnerId))
    .innerJoin(invoices, eq(invoices.id, bills.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId));
export type BillRow = Awaited<ReturnType<ReturnType<typeof selectBills>['execute']>>[number];

export interface BillFilter extends ListRequest {
  partnerId?: string | undefined;
  status?: 'open' | 'void' | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

const SORTS: KeyMap = { bill_date: bills.billDate, amount: bills.amount, invoice: nullableKey(invoices.number) };

export function listBills<V>(db: DbOrTx, p: Principal, f: BillFilter, view: (r: BillRow) => V) {
  const where = and(
    rowScope(p, db, { partnerId: bills.partnerId }),
    f.partnerId ? eq(bills.partnerId, f.partnerId) : undefined,
    f.status ? eq(bills.status, f.status) : undefined,
    f.dateFrom ? gte(bills.billDate, f.dateFrom) : undefined,
    f.dateTo ? lte(bills.billDate, f.dateTo) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectBills(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, bills, where),
    keyset: keysetOf(SORTS, f.sort, 'bill_date', [bills.id]),
    request: f,
    view,
  });
}
