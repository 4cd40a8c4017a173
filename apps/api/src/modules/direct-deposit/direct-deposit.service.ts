/**
 * A contractor's direct deposit account (/v2/payroll_methods). The account number is kept only as
 * ciphertext plus its last four; answers never carry more. Replacing an account retires the old row
 * (history kept for payroll) and, being a change of where money goes, first asks `confirmChange`
 * (the route's e-mailed code step); both are audited.
 */
import type { z } from 'zod';
import type { BankAccountView, PayrollMethodsView, bankAccountSchema } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import type { Principal } from '../../lib/principal.js';
import {
  accountsOf,
  currentAccountId,
  insertAccount,
  retireAccount,
  type AccountRow,
} from './direct-deposit.repository.js';

export type BankAccountBody = z.output<typeof bankAccountSchema>;

const viewOf = (a: AccountRow): BankAccountView => ({
  id: a.id,
  account_holder: a.accountHolder,
  bank_name: a.bankName,
  routing_number: a.routingNumber,
  account_type: a.accountType,
  account_last4: a.accountLast4,
  account_masked: `****${a.accountLast4}`,
  created_at: a.createdAt.toISOString(),
  retired_at: a.retiredAt?.toISOString() ?? null,
});

export async function payrollMethodsOf(db: DbOrTx, userId: string): Promise<PayrollMethodsView> {
  const rows = await accountsOf(db, userId);
  const current = rows.find((r) => r.retiredAt === null) ?? null;
  return { current: current ? viewOf(current) : null, history: rows.filter((r) => r !== current).map(viewOf) };
}

/** Adds the signed-in contractor's account, or replaces the current one once `confirmChange` passes. */
export async function saveBankAccount(
  deps: AppDeps,
  p: Principal,
  body: BankAccountBody,
  ip: string,
  confirmChange: () => Promise<void>,
): Promise<BankAccountView> {
  const existingId = await currentAccountId(deps.db, p.userId);
  // Redirecting pay is what an account takeover would do: a change needs the e-mailed code.
  if (existingId) await confirmChange();
  const created = await deps.db.transaction(async (tx) => {
    if (existingId) await retireAccount(tx, existingId);
    const row = await insertAccount(tx, {
      userId: p.userId,
      accountHolder: body.account_holder,
      bankName: body.bank_name,
      routingNumber: body.routing_number,
      accountType: body.account_type,
      accountNumberCiphertext: deps.crypto.encrypt(body.account_number),
      accountLast4: body.account_number.slice(-4),
    });
    await auditAs(tx, p, ip, {
      action: existingId ? 'bank_account_changed' : 'bank_account_added',
      entityType: 'bank_account',
      entityId: row.id,
      metadata: { replaced: existingId ?? null, last4: row.accountLast4 },
    });
    return row;
  });
  return viewOf(created);
}
