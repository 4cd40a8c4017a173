/** The SQL of NACHA File ID Modifiers taken (decision 0068): how many an originator's day has, and taking one. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { nachaFileIds } from '../../db/schema/index.js';

export async function nachaFileIdCount(db: DbOrTx, immediateOrigin: string, creationDate: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(nachaFileIds)
    .where(and(eq(nachaFileIds.immediateOrigin, immediateOrigin), eq(nachaFileIds.creationDate, creationDate)));
  return row?.n ?? 0;
}

export async function insertNachaFileId(
  db: DbOrTx,
  values: { immediateOrigin: string; creationDate: string; modifier: string },
) {
  await db.insert(nachaFileIds).values(values);
}
