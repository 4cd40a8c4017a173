/**
 * Moving an item's workflow status by hand: hold it back from the next invoice or payroll, or release it.
 * Only pending, approved and hold items move; invoiced and paid are set by billing and payroll, never by
 * hand, and no_bill follows the timesheet. Amounts never change (the ledger is append-only).
 */
import { eq } from 'drizzle-orm';
import { canInvoiceTransactions, canSeeTransactions, LEDGER_MOVABLE_STATUSES, type LedgerItemView } from '@app/domain';
import type { Db } from '../../db/client.js';
import { payBillTransactionItems } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../users/principal.js';
import { findVisibleItem, toItemView } from './ledger.repository.js';

export async function updateItemStatus(
  db: Db,
  p: Principal,
  id: string,
  status: 'approved' | 'hold',
  ip: string,
): Promise<LedgerItemView> {
  const visible = await findVisibleItem(db, p, id);
  if (!visible) throw notFound();
  if (!canSeeTransactions(p.subject) || !canInvoiceTransactions(p.subject)) {
    throw forbidden('Only an admin or the employer’s owner may hold or release transaction items');
  }
  const from = visible.item.status;
  if (!LEDGER_MOVABLE_STATUSES.includes(from)) {
    throw conflict(`A ${from.replace('_', ' ')} item cannot be changed by hand`);
  }
  return db.transaction(async (tx) => {
    if (from !== status) {
      await tx.update(payBillTransactionItems).set({ status }).where(eq(payBillTransactionItems.id, id));
      await audit(tx, {
        actorUserId: p.userId,
        actualUserId: p.actualUserId,
        action: 'ledger_item_status_changed',
        entityType: 'pay_bill_transaction_item',
        entityId: id,
        metadata: { from, to: status },
        ip,
      });
    }
    return toItemView((await findVisibleItem(tx, p, id))!);
  });
}
