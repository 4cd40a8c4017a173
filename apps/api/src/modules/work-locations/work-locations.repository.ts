/** Work location rows, always read through the caller's scope: a row outside it is not found. */
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { WorkLocationView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, partners, workLocations } from '../../db/schema/index.js';
import { addressViewOf, refOf, tenantRowScope, usableForClient } from '../../lib/reference-rows.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../users/principal.js';

export type WorkLocationRow = typeof workLocations.$inferSelect;

const scope = (p: Principal, db: DbOrTx) =>
  tenantRowScope(p, db, { partnerId: workLocations.partnerId, clientId: workLocations.clientId });

const selectJoined = (db: DbOrTx) =>
  db
    .select({ row: workLocations, partnerName: partners.name, clientName: clients.name })
    .from(workLocations)
    .innerJoin(partners, eq(partners.id, workLocations.partnerId))
    .leftJoin(clients, eq(clients.id, workLocations.clientId));

export interface JoinedWorkLocation {
  row: WorkLocationRow;
  partnerName: string;
  clientName: string | null;
}

export function toWorkLocationView({ row, partnerName, clientName }: JoinedWorkLocation): WorkLocationView {
  return {
    id: row.id,
    name: row.name,
    partner: { id: row.partnerId, name: partnerName },
    client: refOf(row.clientId, clientName),
    // Every work location has an address (the contract requires one).
    address: addressViewOf(row)!,
    timezone: row.timezone,
    is_remote: row.isRemote,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

export interface WorkLocationListFilter {
  search?: string | undefined;
  partnerId?: string | undefined;
  clientId?: string | undefined;
  active?: boolean | undefined;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
}

const SORT_COLUMNS = {
  name: workLocations.name,
  city: workLocations.city,
  state: workLocations.state,
  created_at: workLocations.createdAt,
} as const;

export async function listWorkLocations(db: DbOrTx, p: Principal, f: WorkLocationListFilter) {
  const where = and(
    scope(p, db),
    f.search
      ? or(ilike(workLocations.name, containsPattern(f.search)), ilike(workLocations.city, containsPattern(f.search)))
      : undefined,
    f.partnerId ? eq(workLocations.partnerId, f.partnerId) : undefined,
    f.clientId ? usableForClient(db, workLocations, f.clientId) : undefined,
    f.active !== undefined ? eq(workLocations.active, f.active) : undefined,
  );
  const col = SORT_COLUMNS[f.sort.column as keyof typeof SORT_COLUMNS] ?? workLocations.name;
  const rows = await selectJoined(db)
    .where(where)
    .orderBy(f.sort.desc ? desc(col) : asc(col), asc(workLocations.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(workLocations).where(where);
  return { rows: rows.map(toWorkLocationView), total: total?.n ?? 0 };
}

export async function findVisibleWorkLocation(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectJoined(db)
    .where(and(eq(workLocations.id, id), scope(p, db)))
    .limit(1);
  return row;
}
