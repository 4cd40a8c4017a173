/**
 * A client's bank accounts for paying invoices online (/v2/payment_methods). The account number is
 * encrypted at rest and answered as its last four digits only; a client's first account is added
 * directly, while adding another or removing one — changing where money is drawn from — asks for the
 * e-mailed code first (the 424 step). Removing retires the row. Every change is audited.
 */
import { currencyOfBankKind, type PaymentMethodCreate, type PaymentMethodView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { bankAccountAnswer, bankAccountColumns } from '../../lib/bank-accounts.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { clientOfNewMethod, managesClientOf } from './payment-methods.policy.js';
import {
  listActiveMethods,
  clientOf,
  countActive,
  findActiveMethod,
  insertMethod,
  retireMethod,
  type PaymentMethodRow,
} from './payment-methods.repository.js';

export function toPaymentMethodView(r: PaymentMethodRow): PaymentMethodView {
  const m = r.method;
  return {
    id: m.id,
    client: { id: m.clientId, name: r.clientName },
    ...bankAccountAnswer(m),
    created_at: m.createdAt.toISOString(),
  };
}

export function paymentMethodList(db: DbOrTx, p: Principal, f: Parameters<typeof listActiveMethods>[2]) {
  return listActiveMethods(db, p, f, toPaymentMethodView);
}

export async function addPaymentMethod(
  deps: AppDeps,
  p: Principal,
  body: PaymentMethodCreate,
  ip: string,
  confirmChange: () => Promise<void>,
): Promise<PaymentMethodView> {
  const client = await clientOf(deps.db, clientOfNewMethod(p, body.client_id));
  if (!client || !managesClientOf(p, client.partnerId)) {
    throw unprocessable([{ loc: ['body', 'client_id'], msg: 'No such client' }]);
  }
  if ((await countActive(deps.db, client.id)) > 0) await confirmChange();
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertMethod(tx, {
      partnerId: client.partnerId,
      clientId: client.id,
      ...bankAccountColumns(deps.crypto, body),
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'payment_method_added',
      entityType: 'payment_method',
      entityId: created,
      metadata: { client_id: client.id, kind: body.kind, last4: body.account_number.slice(-4) },
    });
    return created;
  });
  return toPaymentMethodView((await findActiveMethod(deps.db, p, id))!);
}

export async function removePaymentMethod(
  deps: AppDeps,
  p: Principal,
  id: string,
  ip: string,
  confirmChange: () => Promise<void>,
): Promise<void> {
  const row = await findActiveMethod(deps.db, p, id);
  if (!row) throw notFound();
  await confirmChange();
  await deps.db.transaction(async (tx) => {
    await retireMethod(tx, id, deps.clock.now());
    await auditAs(tx, p, ip, {
      action: 'payment_method_removed',
      entityType: 'payment_method',
      entityId: id,
      metadata: { client_id: row.method.clientId, last4: row.method.accountLast4 },
    });
  });
}

/** For paying online: the active account with its number decrypted (never answered, never logged). */
export async function debitableMethod(deps: AppDeps, db: DbOrTx, p: Principal, id: string) {
  const row = await findActiveMethod(db, p, id);
  if (!row) return undefined;
  return {
    id: row.method.id,
    clientId: row.method.clientId,
    partnerId: row.method.partnerId,
    currency: currencyOfBankKind(row.method.kind),
    routing: row.method.routing,
    accountNumber: deps.crypto.decrypt(row.method.accountNumberCiphertext),
  };
}
