/** The SQL behind service_credentials' Checkr rows (decision 0106): connections with their partner, no token. */
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checkrConnections, partners } from '../../db/schema/index.js';

export async function checkrConnectionsOf(db: DbOrTx, partnerId: string | null) {
  return db
    .select({
      id: checkrConnections.id,
      partnerId: checkrConnections.partnerId,
      partnerName: partners.name,
      accountId: checkrConnections.accountId,
      connectedAt: checkrConnections.connectedAt,
      connected: sql<boolean>`${isNotNull(checkrConnections.accessTokenCiphertext)}`,
    })
    .from(checkrConnections)
    .innerJoin(partners, eq(partners.id, checkrConnections.partnerId))
    .where(partnerId ? eq(checkrConnections.partnerId, partnerId) : undefined)
    .orderBy(asc(partners.name), asc(checkrConnections.id));
}
