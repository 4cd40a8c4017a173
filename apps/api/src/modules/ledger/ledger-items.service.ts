/**
 * Moving an item's workflow status by hand: hold it back from the next invoice or payroll, or release it.
 * Only pending, approved and hold items move; invoiced and paid are set by billing and payroll, never by
 * hand, and no_bill follows the timesheet. Amounts never change (the ledger is append-only).
 */
import { canInvoiceTransactions, canSeeTransactions, LEDGER_MOVABLE_STATUSES, type LedgerItemView } from '@app/domain';
import type { Db } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { lockDraftHolds } from '../../lib/draft-holds.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { moveItemStatus, movePairedItems } from './ledger-items.repository.js';
import { findVisibleItem, toItemView } from './ledger.repository.js';

const refused = (status: string) => conflict(`A ${status.replace('_', ' ')} item cannot be changed by hand`);
const onDraft = () =>
  conflict('This item is on a draft invoice: void or regenerate that invoice before holding or releasing it');

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
  if (!LEDGER_MOVABLE_STATUSES.includes(from)) throw refused(from);
  if (visible.item.invoiceId || visible.heldByDraft) throw onDraft();
  return db.transaction(async (tx) => {
    // After any invoice run in progress: it may be linking this item to a draft right now.
    await lockDraftHolds(tx);
    if (from !== status) {
      // Only while still movable (billing or payroll may have taken it since it was read).
      const moved = await moveItemStatus(tx, id, status);
      if (!moved) {
        const now = await findVisibleItem(tx, p, id);
        throw now?.item.invoiceId || now?.heldByDraft ? onDraft() : refused(now?.item.status ?? from);
      }
      // A reversed item and its reversal net to zero: while both are untaken they move together.
      const pair = await movePairedItems(tx, moved, status);
      await auditAs(tx, p, ip, {
        action: 'ledger_item_status_changed',
        entityType: 'pay_bill_transaction_item',
        entityId: id,
        metadata: { from, to: status, ...(pair[0] && { with_item_id: pair[0].id }) },
      });
    }
    return toItemView((await findVisibleItem(tx, p, id))!);
  });
}
