/**
 * Receipts: PDF, PNG or JPEG up to EXPENSE_RECEIPT_MAX_BYTES, recognised by their bytes (never the
 * name), stored through deps.storage with a stored_files row of the expense's partner.
 */
import { EXPENSE_RECEIPT_MAX_BYTES, type ExpenseReceiptType, type ExpenseReceiptUpload } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { unprocessable } from '../../lib/errors.js';
import { decodeBase64File, sniffDocument } from '../../lib/uploads.js';
import { insertStoredFile } from './expense-writes.repository.js';

const MAX_MB = EXPENSE_RECEIPT_MAX_BYTES / (1024 * 1024);

/** The receipt's bytes and type, or a 422 on `loc` (the body's receipt content). */
export function decodeReceipt(upload: ExpenseReceiptUpload, loc: string[]) {
  const fail = (msg: string) => unprocessable([{ loc, msg }]);
  const bytes = decodeBase64File(
    upload.content_base64,
    { maxBytes: EXPENSE_RECEIPT_MAX_BYTES, tooLarge: `The receipt must be at most ${MAX_MB} MB` },
    fail,
  );
  const contentType: ExpenseReceiptType | null = sniffDocument(bytes);
  if (!contentType) throw fail('Upload a PDF, PNG or JPEG receipt');
  return { bytes, contentType, filename: upload.filename };
}

export type DecodedReceipt = ReturnType<typeof decodeReceipt>;

/** Puts the bytes in storage first; the caller's transaction adds the row (and removes the bytes if it fails). */
export async function storeReceiptBytes(deps: AppDeps, receipt: DecodedReceipt) {
  const storageKey = await deps.storage.put(receipt.bytes);
  return {
    storageKey,
    async insertRow(tx: DbOrTx, partnerId: string, userId: string) {
      return insertStoredFile(tx, {
        partnerId,
        purpose: 'expense_receipt',
        filename: receipt.filename,
        contentType: receipt.contentType,
        sizeBytes: receipt.bytes.length,
        storageKey,
        createdBy: userId,
      });
    },
  };
}
