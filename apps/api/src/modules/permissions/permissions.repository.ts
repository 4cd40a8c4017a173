/** The owner's grants and revocations of a member's links (user_link_grants). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userLinkGrants } from '../../db/schema/index.js';

/** Stores the member's grant (`granted`) or revocation of the link, or none: back to the role's default. */
export async function setLinkGrant(db: DbOrTx, userId: string, link: string, granted: boolean | null): Promise<void> {
  await db.delete(userLinkGrants).where(and(eq(userLinkGrants.userId, userId), eq(userLinkGrants.link, link)));
  if (granted !== null) await db.insert(userLinkGrants).values({ userId, link, granted });
}
