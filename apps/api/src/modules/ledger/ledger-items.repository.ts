/** Moving items' workflow status by hand (ledger-items.service.ts says when): only still-movable items move. */
import { and, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import { LEDGER_MOVABLE_STATUSES } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { payBillTransactionItems as items } from '../../db/schema/index.js';
import { heldByDraft } from '../../lib/draft-holds.js';

type MovedStatus = 'approved' | 'hold';

// Checked in the UPDATE itself: billing or payroll may have taken the item since it was read (a draft
// invoice takes an item before finalizing marks it invoiced). Qualified by hand: in an UPDATE of one table
// drizzle leaves the item's columns unqualified, and inside the draft lookup "id" would name another table's.
const movable = and(
  inArray(items.status, [...LEDGER_MOVABLE_STATUSES]),
  isNull(items.invoiceId),
  not(heldByDraft(sql.raw('"pay_bill_transaction_items"."id"'))),
  isNull(items.payrollRunId),
);

/** Moves the item while it is still movable; undefined when it no longer is. */
export async function moveItemStatus(db: DbOrTx, id: string, status: MovedStatus) {
  const [moved] = await db
    .update(items)
    .set({ status })
    .where(and(eq(items.id, id), movable))
    .returning({ id: items.id, reversesItemId: items.reversesItemId });
  return moved;
}

/** Moves the item's reversal, or the item it reverses, along with it (the still-movable ones). */
export function movePairedItems(db: DbOrTx, moved: { id: string; reversesItemId: string | null }, status: MovedStatus) {
  return db
    .update(items)
    .set({ status })
    .where(
      and(
        or(eq(items.reversesItemId, moved.id), moved.reversesItemId ? eq(items.id, moved.reversesItemId) : undefined),
        movable,
      ),
    )
    .returning({ id: items.id });
}
