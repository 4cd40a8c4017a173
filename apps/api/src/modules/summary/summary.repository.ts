/** The dashboard's counts, each through the caller's row scope, and the name of the caller's organisation. */
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, eors, partners, salesPartners, users } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { clientScope, rowScope } from '../../lib/row-scopes.js';

async function countOf(db: DbOrTx, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The partners the caller sees: staff all, a sales partner those it referred. */
export const countPartners = (db: DbOrTx, p: Principal) =>
  countOf(db, partners, rowScope(p, db, { partnerId: partners.id }, { referredPartners: true }));

export const countClients = (db: DbOrTx, p: Principal) => countOf(db, clients, clientScope(p, db));

export const countContractors = (db: DbOrTx, p: Principal) =>
  countOf(
    db,
    contractors,
    rowScope(p, db, { partnerId: contractors.partnerId, contractorId: contractors.id }, { referredPartners: true }),
  );

/** Every user of the platform (only admins are shown it). */
export const countAllUsers = (db: DbOrTx) => countOf(db, users);

export const countTeamMembers = (db: DbOrTx, p: Principal) =>
  countOf(db, users, rowScope(p, db, { partnerId: users.partnerId, clientId: users.clientId }));

const ORGANIZATION_TABLES = { eor: eors, sales_partner: salesPartners, client: clients, partner: partners } as const;

export type OrganizationKind = keyof typeof ORGANIZATION_TABLES;

export async function organizationName(db: DbOrTx, kind: OrganizationKind, id: string | null) {
  if (!id) return null;
  const table = ORGANIZATION_TABLES[kind];
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? null;
}
