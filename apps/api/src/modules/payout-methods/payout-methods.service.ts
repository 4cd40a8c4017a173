/**
 * Payout methods (/v2/payout_methods; decision 0060): the bank accounts a staffing partner, a sales partner
 * or the EOR receives its distributions and commissions in. The account number is encrypted at rest (field
 * crypto) and answered as its last four digits only; it is never logged or audited in full. Adding one,
 * making one the default and removing one change where money is paid to: each waits for the e-mailed code
 * (the 424 step, `verify`), runs in one transaction with the owner's row locked, and is audited. The first
 * active account of a currency is its default; there is at most one (a unique index backs the rule).
 */
import {
  currencyOfBankKind,
  type BankAccountCurrency,
  type PayoutMethodCreate,
  type PayoutMethodView,
  type PayoutOwnerKind,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { bankAccountAnswer, bankAccountColumns } from '../../lib/bank-accounts.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import type { Principal } from '../../lib/principal.js';
import { mustChangePayoutMethods, type PayoutOwner } from './payout-methods.policy.js';
import {
  activePayoutMethodsIn,
  defaultPayoutMethod,
  findActivePayoutMethod,
  insertPayoutMethod,
  listActivePayoutMethods,
  lockPayoutOwner,
  moveDefault,
  retirePayoutMethod,
  type PayoutMethodFilter,
  type PayoutMethodJoined,
  type PayoutMethodRow,
} from './payout-methods.repository.js';
import { ownedBy, payoutMethodScope } from './payout-methods.scope.js';

const ownerIdOf = (m: PayoutMethodRow) => (m.partnerId ?? m.salesPartnerId ?? m.eorId)!;

export const payoutMethodView = ({ method: m, ownerName }: PayoutMethodJoined): PayoutMethodView => ({
  id: m.id,
  owner_kind: m.ownerKind,
  owner: { id: ownerIdOf(m), name: ownerName },
  ...bankAccountAnswer(m),
  default: m.isDefault,
  created_at: m.createdAt.toISOString(),
});

export const payoutMethodList = (db: DbOrTx, p: Principal, f: Omit<PayoutMethodFilter, 'scope'>) =>
  listActivePayoutMethods(db, { ...f, scope: payoutMethodScope(p) }, payoutMethodView);

export async function payoutMethodDetail(db: DbOrTx, p: Principal, id: string): Promise<PayoutMethodView> {
  const row = await findActivePayoutMethod(db, id, payoutMethodScope(p));
  if (!row) throw notFound();
  return payoutMethodView(row);
}

const auditMeta = (owner: PayoutOwner, m: { currency: string; accountLast4: string }) => ({
  owner_kind: owner.kind,
  owner_id: owner.id,
  currency: m.currency,
  last4: m.accountLast4,
});

export async function addPayoutMethod(
  deps: AppDeps,
  p: Principal,
  body: PayoutMethodCreate,
  ip: string,
  verify: () => Promise<void>,
): Promise<PayoutMethodView> {
  const owner = mustChangePayoutMethods(p);
  await verify();
  const currency = currencyOfBankKind(body.kind);
  const id = await deps.db.transaction(async (tx) => {
    if (!(await lockPayoutOwner(tx, owner.kind, owner.id))) throw notFound();
    const current = await defaultPayoutMethod(tx, ownedBy(owner), currency);
    const makeDefault = !current || body.default === true;
    const columns = bankAccountColumns(deps.crypto, body);
    const created = await insertPayoutMethod(tx, {
      ownerKind: owner.kind,
      partnerId: owner.kind === 'partner' ? owner.id : null,
      salesPartnerId: owner.kind === 'sales_partner' ? owner.id : null,
      eorId: owner.kind === 'eor' ? owner.id : null,
      ...columns,
      currency,
      isDefault: false,
      createdBy: p.userId,
      createdAt: deps.clock.now(),
    });
    if (makeDefault) await moveDefault(tx, ownedBy(owner), currency, created);
    await auditAs(tx, p, ip, {
      action: 'payout_method_added',
      entityType: 'payout_method',
      entityId: created,
      metadata: {
        ...auditMeta(owner, { currency, accountLast4: columns.accountLast4 }),
        kind: body.kind,
        default: makeDefault,
        replaced_default: makeDefault ? (current?.id ?? null) : null,
      },
    });
    return created;
  });
  return payoutMethodDetail(deps.db, p, id);
}

/** An active account of the caller's own organization, found again under the owner's lock. */
async function ownAccount(db: DbOrTx, owner: PayoutOwner, id: string) {
  const row = await findActivePayoutMethod(db, id, ownedBy(owner));
  if (!row) throw notFound();
  return row.method;
}

/** Makes an active account the default of its currency: the one payouts in that currency go to. */
export async function makeDefaultPayoutMethod(
  deps: AppDeps,
  p: Principal,
  id: string,
  ip: string,
  verify: () => Promise<void>,
): Promise<PayoutMethodView> {
  const owner = mustChangePayoutMethods(p);
  await ownAccount(deps.db, owner, id);
  await verify();
  await deps.db.transaction(async (tx) => {
    await lockPayoutOwner(tx, owner.kind, owner.id);
    const m = await ownAccount(tx, owner, id);
    if (m.isDefault) return;
    const previous = await defaultPayoutMethod(tx, ownedBy(owner), m.currency);
    await moveDefault(tx, ownedBy(owner), m.currency, id);
    await auditAs(tx, p, ip, {
      action: 'payout_method_made_default',
      entityType: 'payout_method',
      entityId: id,
      metadata: { ...auditMeta(owner, m), previous: previous?.id ?? null },
    });
  });
  return payoutMethodDetail(deps.db, p, id);
}

/**
 * Removes (retires) an account: kept, since payouts made to it name it. The default of a currency is
 * removed only when it is the last active account in that currency or another is made the default first,
 * so an owner is never left with accounts but no default to be paid to.
 */
export async function removePayoutMethod(
  deps: AppDeps,
  p: Principal,
  id: string,
  ip: string,
  verify: () => Promise<void>,
): Promise<void> {
  const owner = mustChangePayoutMethods(p);
  await ownAccount(deps.db, owner, id);
  await verify();
  await deps.db.transaction(async (tx) => {
    await lockPayoutOwner(tx, owner.kind, owner.id);
    const m = await ownAccount(tx, owner, id);
    if (m.isDefault) {
      const others = (await activePayoutMethodsIn(tx, ownedBy(owner), m.currency)).filter((o) => o.id !== id);
      if (others.length > 0) throw conflict('Make another account the default before removing this one');
    }
    await retirePayoutMethod(tx, id, deps.clock.now());
    await auditAs(tx, p, ip, {
      action: 'payout_method_removed',
      entityType: 'payout_method',
      entityId: id,
      metadata: { ...auditMeta(owner, m), was_default: m.isDefault },
    });
  });
}

/** A payee's default account with its number decrypted: for writing a payout file only. */
export interface PayoutAccount {
  id: string;
  ownerKind: PayoutOwnerKind;
  ownerId: string;
  kind: 'us_bank' | 'ca_bank';
  currency: BankAccountCurrency;
  accountHolder: string;
  bankName: string | null;
  /** US: the 9-digit ABA routing number; Canada: institution-transit ("004-12345"). */
  routing: string;
  accountType: 'checking' | 'savings';
  /** In the clear: put it in the file and nowhere else (never logged, answered or audited). */
  accountNumber: string;
  accountLast4: string;
}

/**
 * The default payout account of a partner, sales partner or the EOR in a currency, decrypted, for another
 * module's service building a payout file (distributions, commissions); undefined when it has none.
 * `crypto` is `deps.crypto` (the number is decrypted with the application's key). Reads with the handle
 * given: pass the command's transaction to read it consistently with the payout being written.
 */
export async function defaultPayoutAccountOf(
  db: DbOrTx,
  ownerKind: PayoutOwnerKind,
  ownerId: string,
  currency: BankAccountCurrency,
  crypto: FieldCrypto,
): Promise<PayoutAccount | undefined> {
  const m = await defaultPayoutMethod(db, ownedBy({ kind: ownerKind, id: ownerId }), currency);
  if (!m) return undefined;
  return {
    id: m.id,
    ownerKind: m.ownerKind,
    ownerId: ownerIdOf(m),
    kind: m.kind,
    currency: m.currency,
    accountHolder: m.accountHolder,
    bankName: m.bankName,
    routing: m.routing,
    accountType: m.accountType,
    accountNumber: crypto.decrypt(m.accountNumberCiphertext),
    accountLast4: m.accountLast4,
  };
}
