/** The stored file a link names (stored_files; its bytes live behind deps.storage). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { storedFiles } from '../../db/schema/index.js';

export async function findStoredFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      filename: storedFiles.filename,
      contentType: storedFiles.contentType,
      storageKey: storedFiles.storageKey,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1);
  return row;
}
