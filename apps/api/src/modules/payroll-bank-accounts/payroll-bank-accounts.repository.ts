/** The SQL of payroll bank accounts: the list, one account, the partner's primary, and the writes. */
import { and, eq, isNull, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partners, payrollBankAccounts } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type PayrollBankAccountRow = typeof payrollBankAccounts.$inferSelect;
export type PayrollBankAccountJoined = { account: PayrollBankAccountRow; partnerName: string };

export interface PayrollBankAccountFilter extends ListRequest {
  scope: SQL | undefined;
  partnerId?: string | undefined;
  status?: 'active' | 'retired' | undefined;
}

const SORTS: KeyMap = {
  created_at: payrollBankAccounts.createdAt,
  account_holder: payrollBankAccounts.accountHolder,
};

export function listPayrollBankAccounts<V>(
  db: DbOrTx,
  f: PayrollBankAccountFilter,
  view: (r: PayrollBankAccountJoined) => V,
) {
  const t = payrollBankAccounts;
  const where = and(
    f.scope,
    f.partnerId ? eq(t.partnerId, f.partnerId) : undefined,
    f.status === 'active' ? isNull(t.retiredAt) : f.status === 'retired' ? isNotNull(t.retiredAt) : undefined,
  );
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({ account: t, partnerName: partners.name, listKey })
        .from(t)
        .innerJoin(partners, eq(partners.id, t.partnerId))
        .$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [t.id]),
    request: f,
    view,
  });
}

export async function findPayrollBankAccount(
  db: DbOrTx,
  id: string,
  scope: SQL | undefined,
): Promise<PayrollBankAccountJoined | undefined> {
  const [row] = await db
    .select({ account: payrollBankAccounts, partnerName: partners.name })
    .from(payrollBankAccounts)
    .innerJoin(partners, eq(partners.id, payrollBankAccounts.partnerId))
    .where(and(eq(payrollBankAccounts.id, id), scope));
  return row;
}

/** The account row locked for a change: a second change of it at once waits, then finds it changed. */
export async function lockPayrollBankAccount(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(payrollBankAccounts).where(eq(payrollBankAccounts.id, id)).for('update');
  return row;
}

/** The partner whose accounts they would be: does it fund its own payroll? */
export async function findPartnerForAccounts(db: DbOrTx, partnerId: string) {
  const [row] = await db
    .select({ id: partners.id, selfFunded: partners.selfFunded, selfEmployer: partners.selfEmployer })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row;
}

/** The partner row locked: one change of its accounts at a time (the primary moves between rows). */
export async function lockPartnerForAccounts(tx: DbOrTx, partnerId: string) {
  const [row] = await tx
    .select({
      id: partners.id,
      name: partners.name,
      selfFunded: partners.selfFunded,
      selfEmployer: partners.selfEmployer,
    })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .for('update');
  return row;
}

export async function primaryAccountOf(db: DbOrTx, partnerId: string): Promise<PayrollBankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(payrollBankAccounts)
    .where(
      and(
        eq(payrollBankAccounts.partnerId, partnerId),
        eq(payrollBankAccounts.isPrimary, true),
        isNull(payrollBankAccounts.retiredAt),
      ),
    );
  return row;
}

export async function insertPayrollBankAccount(tx: DbOrTx, values: typeof payrollBankAccounts.$inferInsert) {
  const [row] = await tx.insert(payrollBankAccounts).values(values).returning();
  return row!;
}

export async function setPrimary(tx: DbOrTx, id: string, isPrimary: boolean) {
  await tx.update(payrollBankAccounts).set({ isPrimary }).where(eq(payrollBankAccounts.id, id));
}

export async function retirePayrollBankAccount(tx: DbOrTx, id: string, at: Date) {
  await tx.update(payrollBankAccounts).set({ retiredAt: at, isPrimary: false }).where(eq(payrollBankAccounts.id, id));
}

/** One account by id, retired or not: the account a run's debit was written for. */
export async function payrollBankAccountById(db: DbOrTx, id: string): Promise<PayrollBankAccountRow | undefined> {
  const [row] = await db.select().from(payrollBankAccounts).where(eq(payrollBankAccounts.id, id));
  return row;
}
