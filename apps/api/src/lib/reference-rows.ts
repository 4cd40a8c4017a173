/**
 * What the reference-data modules (work locations, departments, jobs, end clients, worker
 * classifications) share: the caller's row scope, the list filter, and the partner and client a new
 * row belongs to.
 */
import { and, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { ListRequest } from './list-page.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { clients, partners } from '../db/schema/index.js';
import type { Principal } from './principal.js';
import { unprocessable } from './errors.js';
import { containsPattern } from './sql.js';
import { actsForOwnClient, actsForOwnPartner, isStaff } from './principal.js';
import { rowScope } from './row-scopes.js';

/** Re-exported for this module's importers; the rule lives with the principal. */
export { isStaff };

/**
 * The rows of a partner-owned reference table the caller may see: staff all, a partner its own, a
 * sales partner its referred partners', a client only rows of its own client (none for tables
 * without a client), contractors none.
 */
export const tenantRowScope = (p: Principal, db: DbOrTx, cols: { partnerId: PgColumn; clientId?: PgColumn }) =>
  rowScope(p, db, cols, { referredPartners: true });

/**
 * The `client_id` filter: what can be used for that client — its own rows and its partner's
 * general rows (no client). The assignment wizard lists jobs and locations this way.
 */
export function usableForClient(db: DbOrTx, cols: { partnerId: PgColumn; clientId: PgColumn }, clientId: string) {
  return or(
    eq(cols.clientId, clientId),
    and(
      isNull(cols.clientId),
      inArray(cols.partnerId, db.select({ id: clients.partnerId }).from(clients).where(eq(clients.id, clientId))),
    ),
  );
}

/** The filter every reference list takes (a module may add its own, as jobs do the classification). */
export interface ReferenceListFilter extends ListRequest {
  search?: string | undefined;
  partnerId?: string | undefined;
  clientId?: string | undefined;
  active?: boolean | undefined;
}

/**
 * The WHERE of a reference list: the caller's `scope` first, then the common filters. `search`
 * matches any of `searchIn`; `matchClient` says which rows a `client_id` filter keeps.
 */
export function referenceListWhere(
  scope: SQL | undefined,
  table: { partnerId: PgColumn; active: PgColumn },
  f: ReferenceListFilter,
  opts: { searchIn: PgColumn[]; matchClient: (clientId: string) => SQL | undefined },
): SQL | undefined {
  const search = f.search;
  return and(
    scope,
    search ? or(...opts.searchIn.map((col) => ilike(col, containsPattern(search)))) : undefined,
    f.partnerId ? eq(table.partnerId, f.partnerId) : undefined,
    f.clientId ? opts.matchClient(f.clientId) : undefined,
    f.active !== undefined ? eq(table.active, f.active) : undefined,
  );
}

interface RowOwners {
  partnerId: string;
  clientId: string | null;
}

/** A client of `partnerId` (any partner when null), or a 422 on `client_id`. */
async function clientOf(db: DbOrTx, clientId: string, partnerId: string | null) {
  const [row] = await db
    .select({ id: clients.id, partnerId: clients.partnerId })
    .from(clients)
    .where(and(eq(clients.id, clientId), partnerId ? eq(clients.partnerId, partnerId) : undefined));
  if (!row) throw unprocessable([{ loc: ['body', 'client_id'], msg: 'Unknown client' }]);
  return row;
}

/**
 * The partner and client a new row belongs to. Partner users create for their own partner,
 * client users for their own client; staff name the partner, or a client that decides it.
 */
export async function ownersForCreate(
  db: DbOrTx,
  p: Principal,
  body: { partner_id?: string | undefined; client_id?: string | null | undefined },
): Promise<RowOwners> {
  const clientId = body.client_id ?? null;
  if (body.partner_id && !isStaff(p)) {
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Only platform staff choose the partner' }]);
  }
  if (actsForOwnClient(p)) {
    if (clientId && clientId !== p.clientId) {
      throw unprocessable([{ loc: ['body', 'client_id'], msg: 'Unknown client' }]);
    }
    const own = await clientOf(db, p.clientId!, null);
    return { partnerId: own.partnerId, clientId: own.id };
  }
  if (actsForOwnPartner(p)) {
    if (clientId) await clientOf(db, clientId, p.partnerId);
    return { partnerId: p.partnerId!, clientId };
  }
  if (clientId) {
    const client = await clientOf(db, clientId, null);
    if (body.partner_id && body.partner_id !== client.partnerId) {
      throw unprocessable([{ loc: ['body', 'client_id'], msg: 'This client belongs to another partner' }]);
    }
    return { partnerId: client.partnerId, clientId };
  }
  return { partnerId: await namedPartner(db, body.partner_id), clientId: null };
}

/** The partner staff named for a new row (nothing else decides it), or a 422 on `partner_id`. */
export async function namedPartner(db: DbOrTx, partnerId: string | undefined): Promise<string> {
  if (!partnerId) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Choose a partner' }]);
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
  return partner.id;
}

/** A changed client of an existing row: one of the row's partner's clients (a client user keeps its own). */
export async function clientForUpdate(db: DbOrTx, p: Principal, partnerId: string, clientId: string | null) {
  if (actsForOwnClient(p) && clientId !== p.clientId) {
    throw unprocessable([{ loc: ['body', 'client_id'], msg: 'A client keeps its own rows' }]);
  }
  if (clientId) await clientOf(db, clientId, partnerId);
  return clientId;
}

/** `{id, name}` of a joined owner, or null when the left join found none. */
export const refOf = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);
