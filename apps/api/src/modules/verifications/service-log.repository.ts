/** The service log rows of calls to outside providers. */
import type { DbOrTx } from '../../db/client.js';
import { serviceLogs } from '../../db/schema/index.js';

export async function insertServiceLog(db: DbOrTx, values: typeof serviceLogs.$inferInsert): Promise<void> {
  await db.insert(serviceLogs).values(values);
}
