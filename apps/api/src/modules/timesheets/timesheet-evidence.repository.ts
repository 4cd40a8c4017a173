/** The stored files approve_with_evidence attaches to an entry (the bytes are in storage, keyed by the row). */
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { storedFiles } from '../../db/schema/index.js';

/** Marks the file as evidence, so another upload's file cannot be attached as one. */
const EVIDENCE_PURPOSE = 'timesheet_evidence';

export async function insertEvidenceFile(
  db: DbOrTx,
  values: {
    partnerId: string | null;
    filename: string;
    contentType: string;
    sizeBytes: number;
    storageKey: string;
    createdBy: string;
  },
) {
  const [row] = await db
    .insert(storedFiles)
    .values({ ...values, purpose: EVIDENCE_PURPOSE })
    .returning();
  return row!;
}

/** An evidence file uploaded by this user or within this partner (others' files are not found). */
export async function findUsableEvidence(db: DbOrTx, fileId: string, userId: string, partnerId: string) {
  const [file] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.purpose, EVIDENCE_PURPOSE),
        or(eq(storedFiles.createdBy, userId), eq(storedFiles.partnerId, partnerId)),
      ),
    )
    .limit(1);
  return file;
}

/** The stored file an entry names as its evidence. */
export async function findStoredFile(db: DbOrTx, fileId: string) {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
  return file;
}
