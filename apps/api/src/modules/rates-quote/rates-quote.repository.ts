/** The partner a staff caller names for a quote. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partners } from '../../db/schema/index.js';

/** The partner's id when it exists. */
export async function findPartnerId(db: DbOrTx, partnerId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  return row?.id;
}
