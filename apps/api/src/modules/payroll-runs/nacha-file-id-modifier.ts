/**
 * The File ID Modifier of an originator's next NACHA file (decision 0068). A bank rejects a file whose
 * immediate origin, creation date and time (to the minute) and modifier match one it already received, and
 * paying a distribution writes the partner's file and each commission's in one transaction, in the same
 * minute — so every NACHA file (a run's deposits, its funding debit, a single re-send, a payout) takes the
 * next modifier of its originator's creation date, A–Z then 0–9, writers taking turns on one lock per
 * originator and day (like `nextCpa005FileNumber`). Payroll files of the platform and payouts share the
 * platform's originator, so they share the count. The 37th file of a day is refused (409).
 */
import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { lockFor } from '../../lib/locks.js';
import { insertNachaFileId, nachaFileIdCount } from './nacha-file-ids.repository.js';

export const NACHA_FILE_ID_MODIFIERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `createdAt` is the file header's creation time: its UTC date is the day counted (the header's date). */
export async function nextNachaFileIdModifier(tx: DbOrTx, immediateOrigin: string, createdAt: Date): Promise<string> {
  const creationDate = createdAt.toISOString().slice(0, 10);
  await lockFor(tx, `nacha-file-id:${immediateOrigin}:${creationDate}`);
  const used = await nachaFileIdCount(tx, immediateOrigin, creationDate);
  const modifier = NACHA_FILE_ID_MODIFIERS[used];
  if (!modifier) {
    throw conflict(
      `All ${NACHA_FILE_ID_MODIFIERS.length} NACHA files the bank accepts from this originator on ${creationDate} are written: write this one tomorrow`,
    );
  }
  await insertNachaFileId(tx, { immediateOrigin, creationDate, modifier });
  return modifier;
}
