/**
 * Receipts: PDF, PNG or JPEG up to EXPENSE_RECEIPT_MAX_BYTES, recognised by their bytes (never the
 * name), stored through deps.storage with a stored_files row of the expense's partner.
 */
import { EXPENSE_RECEIPT_MAX_BYTES, type ExpenseReceiptType, type ExpenseReceiptUpload } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { storedFiles } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { unprocessable } from '../../lib/errors.js';

const MAX_MB = EXPENSE_RECEIPT_MAX_BYTES / (1024 * 1024);

export function sniffReceiptType(bytes: Buffer): ExpenseReceiptType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  return null;
}

/** The receipt's bytes and type, or a 422 on `loc` (the body's receipt content). */
export function decodeReceipt(upload: ExpenseReceiptUpload, loc: string[]) {
  const fail = (msg: string) => unprocessable([{ loc, msg }]);
  const b64 = upload.content_base64;
  // Every 4 base64 characters carry 3 bytes: refuse oversize input before decoding it.
  const size = Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
  if (size > EXPENSE_RECEIPT_MAX_BYTES) throw fail(`The receipt must be at most ${MAX_MB} MB`);
  if (b64.length % 4 !== 0) throw fail('The file content must be base64');
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length === 0) throw fail('The file is empty');
  const contentType = sniffReceiptType(bytes);
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
      const [row] = await tx
        .insert(storedFiles)
        .values({
          partnerId,
          purpose: 'expense_receipt',
          filename: receipt.filename,
          contentType: receipt.contentType,
          sizeBytes: receipt.bytes.length,
          storageKey,
          createdBy: userId,
        })
        .returning({ id: storedFiles.id });
      return row!.id;
    },
  };
}

/** A file name safe for Content-Disposition (ASCII fallback plus the UTF-8 form). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
