/**
 * Tenant scopes of rows that several modules' queries filter by: the assignments and clients a
 * principal may see. Undefined means every row (platform staff); a module's repository ANDs the
 * scope into its own query, so a row outside it simply is not found.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { assignments, clients, partners } from '../db/schema/index.js';
import type { Principal } from './principal.js';

/** An id no row has: a caller missing its tenant id matches nothing. */
export const NONE = '00000000-0000-0000-0000-000000000000';
const NOTHING = sql`false`;

/** The tenant columns of a table: its partner, and its client and contractor where it has them. */
export interface ScopeColumns {
  partnerId: PgColumn;
  clientId?: PgColumn;
  contractorId?: PgColumn;
}

export interface ScopeOptions {
  /**
   * Whether a sales partner sees the rows of the partners it referred (spec section 6: their
   * clients, contractors, assignments and time — not their expenses, time off or uploads).
   */
  referredPartners?: boolean;
}

/** The partners a sales partner referred, as a subquery. */
const referredPartnerIds = (p: Principal, db: DbOrTx) =>
  db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.salesPartnerId, p.salesPartnerId ?? NONE));

/**
 * The one row scope: which rows of a tenant-owned table the caller sees. Staff all; a partner's
 * users their partner's; a sales partner its referred partners' when the table allows it; a client
 * and a contractor only rows naming them, and none of a table without that column. Undefined means
 * every row; a repository ANDs the scope into its query, so a row outside it is simply not found.
 */
export function rowScope(p: Principal, db: DbOrTx, cols: ScopeColumns, opts: ScopeOptions = {}): SQL | undefined {
  switch (p.userType) {
    case 'admin':
    case 'eor':
      return undefined;
    case 'partner':
      return eq(cols.partnerId, p.partnerId ?? NONE);
    case 'sales_partner':
      return opts.referredPartners ? inArray(cols.partnerId, referredPartnerIds(p, db)) : NOTHING;
    case 'client':
      return cols.clientId ? eq(cols.clientId, p.clientId ?? NONE) : NOTHING;
    case 'contractor':
      return cols.contractorId ? eq(cols.contractorId, p.contractorId ?? NONE) : NOTHING;
  }
}

/** Assignments: sales partners see their referred partners'. */
export const assignmentScope = (p: Principal, db: DbOrTx) =>
  rowScope(
    p,
    db,
    { partnerId: assignments.partnerId, clientId: assignments.clientId, contractorId: assignments.contractorId },
    { referredPartners: true },
  );

/** The clients the caller may see (spec section 6): a client its own, contractors none. */
export const clientScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: clients.partnerId, clientId: clients.id }, { referredPartners: true });
