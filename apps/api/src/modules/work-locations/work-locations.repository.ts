/** Work location rows, always read through the caller's scope: a row outside it is not found. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { WorkLocationView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, partners, workLocations } from '../../db/schema/index.js';
import { addressViewOf } from '../../lib/address-columns.js';
import { keysetList, matchingRows } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import {
  type ReferenceListFilter,
  referenceListWhere,
  refOf,
  tenantRowScope,
  usableForClient,
} from '../../lib/reference-rows.js';
import type { Principal } from '../../lib/principal.js';
import { updateWhere } from '../../lib/sql.js';

export type WorkLocationRow = typeof workLocations.$inferSelect;

const scope = (p: Principal, db: DbOrTx) =>
  tenantRowScope(p, db, { partnerId: workLocations.partnerId, clientId: workLocations.clientId });

const selectJoined = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ row: workLocations, partnerName: partners.name, clientName: clients.name, ...extra })
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

const SORT_COLUMNS = {
  name: workLocations.name,
  city: workLocations.city,
  state: workLocations.state,
  created_at: workLocations.createdAt,
} as const;

export async function listWorkLocations(db: DbOrTx, p: Principal, f: ReferenceListFilter) {
  const where = referenceListWhere(scope(p, db), workLocations, f, {
    searchIn: [workLocations.name, workLocations.city],
    matchClient: (clientId) => usableForClient(db, workLocations, clientId),
  });
  return keysetList(db, {
    select: (listKey) => selectJoined(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, workLocations, where),
    keyset: keysetOf(SORT_COLUMNS, f.sort, 'name', [workLocations.id]),
    request: f,
    view: toWorkLocationView,
  });
}

export async function findVisibleWorkLocation(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectJoined(db)
    .where(and(eq(workLocations.id, id), scope(p, db)))
    .limit(1);
  return row;
}

type NewWorkLocation = typeof workLocations.$inferInsert;

export async function insertWorkLocationRow(tx: DbOrTx, values: NewWorkLocation): Promise<string> {
  const [row] = await tx.insert(workLocations).values(values).returning({ id: workLocations.id });
  return row!.id;
}

/** False when `changes` sets nothing (no UPDATE is sent). */
export const updateWorkLocationRow = (tx: DbOrTx, id: string, changes: Partial<NewWorkLocation>) =>
  updateWhere(tx, workLocations, changes, eq(workLocations.id, id));
