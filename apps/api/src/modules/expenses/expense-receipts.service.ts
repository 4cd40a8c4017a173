/** Adding, replacing and reading an expense's receipt: the bytes in storage, the row in stored_files. */
import type { ExpenseReceiptUpload, ExpenseView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { decodeReceipt, storeReceiptBytes } from './expense-receipts.js';
import { deleteStoredFile, findStoredFile, updateExpenseColumns } from './expense-writes.repository.js';
import { findVisibleExpense } from './expenses.repository.js';
import { lockForButton, viewOf } from './expenses.service.js';

/** Adds or replaces the receipt of an expense the caller may still change. */
export async function putReceipt(
  deps: AppDeps,
  p: Principal,
  id: string,
  upload: ExpenseReceiptUpload,
  ip: string,
): Promise<ExpenseView> {
  if (!(await findVisibleExpense(deps.db, p, id))) throw notFound();
  const receipt = decodeReceipt(upload, ['body', 'content_base64']);
  const stored = await storeReceiptBytes(deps, receipt);
  let replacedKey: string | null = null;
  try {
    const view = await deps.db.transaction(async (tx) => {
      const row = await lockForButton(tx, p, id, 'edit');
      const fileId = await stored.insertRow(tx, row.partnerId, p.userId);
      await updateExpenseColumns(tx, id, { receiptFileId: fileId, editingUserId: p.userId, editedAt: new Date() });
      if (row.receiptFileId) replacedKey = await deleteStoredFile(tx, row.receiptFileId);
      await auditAs(tx, p, ip, {
        action: 'expense_receipt_uploaded',
        entityType: 'expense',
        entityId: id,
        metadata: {
          content_type: receipt.contentType,
          size_bytes: receipt.bytes.length,
          replaced: row.receiptFileId !== null,
        },
      });
      return viewOf(tx, p, id);
    });
    if (replacedKey) await deps.storage.remove(replacedKey);
    return view;
  } catch (err) {
    await deps.storage.remove(stored.storageKey);
    throw err;
  }
}

/** The receipt's bytes for anyone who can see the expense. */
export async function readReceipt(deps: AppDeps, p: Principal, id: string) {
  const visible = await findVisibleExpense(deps.db, p, id);
  if (!visible?.receipt) throw notFound();
  const file = await findStoredFile(deps.db, visible.receipt.id);
  const bytes = file ? await deps.storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound();
  return { bytes, contentType: file.contentType, filename: file.filename };
}
