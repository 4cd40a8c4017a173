/**
 * The WHERE fragments of a team: the members of one organization, through the user's attachment
 * column (eor, partner, sales partner or client).
 */
import type { TeamUserType } from '@app/domain';
import { eq, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../lib/principal.js';

const ORG_COLUMN = {
  eor: users.eorId,
  partner: users.partnerId,
  sales_partner: users.salesPartnerId,
  client: users.clientId,
} as const;

/** Rows of the organization's members, for the query's WHERE. */
export const membersOf = (org: { type: TeamUserType; id: string }): SQL => eq(ORG_COLUMN[org.type], org.id);

/** The organization scope of any user (null for admins and contractors). */
export function scopeOfUser(user: UserRow): SQL | null {
  if (user.eorId) return eq(users.eorId, user.eorId);
  if (user.partnerId) return eq(users.partnerId, user.partnerId);
  if (user.salesPartnerId) return eq(users.salesPartnerId, user.salesPartnerId);
  if (user.clientId) return eq(users.clientId, user.clientId);
  return null;
}
