/**
 * Tenant scopes of rows that several modules' queries filter by: the assignments and clients a
 * principal may see. Undefined means every row (platform staff); a module's repository ANDs the
 * scope into its own query, so a row outside it simply is not found.
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { assignments, clients, partners } from '../db/schema/index.js';
import type { Principal } from './principal.js';

const NONE = '00000000-0000-0000-0000-000000000000';

/** Admin and EOR all; partner users their partner's; sales partners their referred partners'; clients and contractors their own. */
export function assignmentScope(p: Principal, db: DbOrTx): SQL | undefined {
  switch (p.userType) {
    case 'admin':
    case 'eor':
      return undefined;
    case 'partner':
      return eq(assignments.partnerId, p.partnerId ?? NONE);
    case 'sales_partner':
      return inArray(
        assignments.partnerId,
        db
          .select({ id: partners.id })
          .from(partners)
          .where(eq(partners.salesPartnerId, p.salesPartnerId ?? NONE)),
      );
    case 'client':
      return eq(assignments.clientId, p.clientId ?? NONE);
    case 'contractor':
      return eq(assignments.contractorId, p.contractorId ?? NONE);
  }
}

/** The clients the caller may see (spec section 6): contractors none. */
export function clientScope(p: Principal, db: DbOrTx): SQL | undefined {
  switch (p.userType) {
    case 'admin':
    case 'eor':
      return undefined;
    case 'partner':
      return eq(clients.partnerId, p.partnerId!);
    case 'sales_partner':
      return inArray(
        clients.partnerId,
        db.select({ id: partners.id }).from(partners).where(eq(partners.salesPartnerId, p.salesPartnerId!)),
      );
    case 'client':
      return eq(clients.id, p.clientId!);
    default:
      return eq(clients.id, NONE);
  }
}
