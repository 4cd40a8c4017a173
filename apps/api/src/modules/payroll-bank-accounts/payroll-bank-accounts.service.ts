/**
 * A partner's payroll bank accounts (/v2/payroll_bank_accounts; decision 0051): the accounts a self-funded
 * run's funding debit is pulled from. Routing and account numbers are encrypted at rest (field crypto) and
 * answered as their last four only; they are never logged or audited in full. Adding one, making one the
 * primary and retiring one are changes of where payroll money comes from: each waits for the e-mailed code
 * (the 424 step, `verify`), runs in one transaction with the partner row locked, and is audited. The first
 * active account is the primary; there is always at most one (a unique index backs the rule).
 */
import type { PayrollBankAccountCreate, PayrollBankAccountView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { mustChangePayrollBankAccounts, partnerOfNewAccount } from './payroll-bank-accounts.policy.js';
import {
  findPartnerForAccounts,
  findPayrollBankAccount,
  insertPayrollBankAccount,
  listPayrollBankAccounts,
  lockPartnerForAccounts,
  lockPayrollBankAccount,
  payrollBankAccountById,
  primaryAccountOf,
  retirePayrollBankAccount,
  setPrimary,
  type PayrollBankAccountFilter,
  type PayrollBankAccountJoined,
} from './payroll-bank-accounts.repository.js';
import { payrollBankAccountScope } from './payroll-bank-accounts.scope.js';

const masked = (last4: string) => `•••••${last4}`;

export const payrollBankAccountView = ({
  account: a,
  partnerName,
}: PayrollBankAccountJoined): PayrollBankAccountView => ({
  id: a.id,
  partner: { id: a.partnerId, name: partnerName },
  account_holder: a.accountHolder,
  bank_name: a.bankName,
  routing_masked: masked(a.routingLast4),
  account_masked: masked(a.accountLast4),
  account_type: a.accountType,
  primary: a.isPrimary && a.retiredAt === null,
  status: a.retiredAt ? 'retired' : 'active',
  created_at: a.createdAt.toISOString(),
  retired_at: a.retiredAt?.toISOString() ?? null,
});

export const payrollBankAccountList = (db: DbOrTx, p: Principal, f: Omit<PayrollBankAccountFilter, 'scope'>) =>
  listPayrollBankAccounts(db, { ...f, scope: payrollBankAccountScope(p, db) }, payrollBankAccountView);

export async function payrollBankAccountDetail(db: DbOrTx, p: Principal, id: string) {
  const row = await findPayrollBankAccount(db, id, payrollBankAccountScope(p, db));
  if (!row) throw notFound();
  return payrollBankAccountView(row);
}

export async function createPayrollBankAccount(
  deps: AppDeps,
  p: Principal,
  body: PayrollBankAccountCreate,
  ip: string,
  verify: () => Promise<void>,
): Promise<PayrollBankAccountView> {
  const partnerId = partnerOfNewAccount(p, body.partner_id);
  // Whose account, before any code is mailed: a partner the platform funds keeps none.
  const partner = await findPartnerForAccounts(deps.db, partnerId);
  if (!partner) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
  if (!partner.selfFunded && !partner.selfEmployer) {
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'This partner’s payroll is funded by the platform' }]);
  }
  await verify();
  const id = await deps.db.transaction(async (tx) => {
    await lockPartnerForAccounts(tx, partnerId);
    const current = await primaryAccountOf(tx, partnerId);
    const primary = !current || body.primary === true;
    if (current && primary) await setPrimary(tx, current.id, false);
    const row = await insertPayrollBankAccount(tx, {
      partnerId,
      accountHolder: body.account_holder,
      bankName: body.bank_name,
      routingNumberCiphertext: deps.crypto.encrypt(body.routing_number),
      routingLast4: body.routing_number.slice(-4),
      accountType: body.account_type,
      accountNumberCiphertext: deps.crypto.encrypt(body.account_number),
      accountLast4: body.account_number.slice(-4),
      isPrimary: primary,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'payroll_bank_account_added',
      entityType: 'payroll_bank_account',
      entityId: row.id,
      metadata: {
        partner_id: partnerId,
        last4: row.accountLast4,
        primary,
        replaced_primary: primary ? (current?.id ?? null) : null,
      },
    });
    return row.id;
  });
  return payrollBankAccountDetail(deps.db, p, id);
}

/** An account the caller sees and may change, locked (its partner's row first, the order every change takes). */
async function accountForChange(tx: DbOrTx, p: Principal, id: string) {
  const seen = await findPayrollBankAccount(tx, id, payrollBankAccountScope(p, tx));
  if (!seen) throw notFound();
  await lockPartnerForAccounts(tx, seen.account.partnerId);
  const row = await lockPayrollBankAccount(tx, id);
  if (!row || row.retiredAt) throw conflict('This account is retired: add a new one instead');
  return row;
}

/** Makes an active account the partner's primary: the one its runs are debited from. */
export async function makePrimaryPayrollBankAccount(
  deps: AppDeps,
  p: Principal,
  id: string,
  ip: string,
  verify: () => Promise<void>,
): Promise<PayrollBankAccountView> {
  mustChangePayrollBankAccounts(p);
  if (!(await findPayrollBankAccount(deps.db, id, payrollBankAccountScope(p, deps.db)))) throw notFound();
  await verify();
  await deps.db.transaction(async (tx) => {
    const row = await accountForChange(tx, p, id);
    if (row.isPrimary) return;
    const current = await primaryAccountOf(tx, row.partnerId);
    if (current) await setPrimary(tx, current.id, false);
    await setPrimary(tx, id, true);
    await auditAs(tx, p, ip, {
      action: 'payroll_bank_account_made_primary',
      entityType: 'payroll_bank_account',
      entityId: id,
      metadata: { partner_id: row.partnerId, last4: row.accountLast4, previous: current?.id ?? null },
    });
  });
  return payrollBankAccountDetail(deps.db, p, id);
}

/**
 * Retires an account (kept: past debits name it). The primary is retired only when it is the last active
 * one or another is made primary first, so a partner is never left with accounts but no primary.
 */
export async function retirePayrollBankAccountFor(
  deps: AppDeps,
  p: Principal,
  id: string,
  ip: string,
  verify: () => Promise<void>,
): Promise<PayrollBankAccountView> {
  mustChangePayrollBankAccounts(p);
  if (!(await findPayrollBankAccount(deps.db, id, payrollBankAccountScope(p, deps.db)))) throw notFound();
  await verify();
  await deps.db.transaction(async (tx) => {
    const row = await accountForChange(tx, p, id);
    if (row.isPrimary) {
      const others = await listPayrollBankAccounts(
        tx,
        {
          scope: undefined,
          partnerId: row.partnerId,
          status: 'active',
          limit: 2,
          offset: 0,
          count: false,
          sort: { column: 'created_at', desc: false },
        },
        (r) => r.account.id,
      );
      if (others.rows.some((o) => o !== id)) {
        throw conflict('Make another account the primary before retiring this one');
      }
    }
    await retirePayrollBankAccount(tx, id, deps.clock.now());
    await auditAs(tx, p, ip, {
      action: 'payroll_bank_account_retired',
      entityType: 'payroll_bank_account',
      entityId: id,
      metadata: { partner_id: row.partnerId, last4: row.accountLast4, was_primary: row.isPrimary },
    });
  });
  return payrollBankAccountDetail(deps.db, p, id);
}

/** The partner's primary payroll account (its ciphertexts included): what a self-funded run is debited from. */
export const primaryPayrollBankAccount = (db: DbOrTx, partnerId: string) => primaryAccountOf(db, partnerId);

/** The account a run's debit names (retired since or not): processing reads its number from it. */
export const payrollBankAccountOfDebit = (db: DbOrTx, id: string) => payrollBankAccountById(db, id);
