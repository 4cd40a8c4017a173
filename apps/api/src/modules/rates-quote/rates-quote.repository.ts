/** The partner a staff caller names for a quote. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partners } from '../../db/schema/index.js';

/** The partner's id and whether it employs its own workers, when it exists. */
export async function findPartner(
  db: DbOrTx,
  partnerId: string,
): Promise<{ id: string; selfEmployer: boolean } | undefined> {
  const [row] = await db
    .select({ id: partners.id, selfEmployer: partners.selfEmployer })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row;
}
