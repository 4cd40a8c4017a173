/** End client rows, always read through the caller's scope: a row outside it is not found. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { EndClientView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, endClients, partners } from '../../db/schema/index.js';
import { addressViewOf } from '../../lib/address-columns.js';
import { keysetList, matchingRows } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import { type ReferenceListFilter, referenceListWhere, tenantRowScope } from '../../lib/reference-rows.js';
import type { Principal } from '../../lib/principal.js';
import { updateWhere } from '../../lib/sql.js';

const scope = (p: Principal, db: DbOrTx) =>
  tenantRowScope(p, db, { partnerId: endClients.partnerId, clientId: endClients.clientId });

const selectJoined = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ row: endClients, partnerName: partners.name, clientName: clients.name, ...extra })
    .from(endClients)
    .innerJoin(partners, eq(partners.id, endClients.partnerId))
    .innerJoin(clients, eq(clients.id, endClients.clientId));

export interface JoinedEndClient {
  row: typeof endClients.$inferSelect;
  partnerName: string;
  clientName: string;
}

export function toEndClientView({ row, partnerName, clientName }: JoinedEndClient): EndClientView {
  return {
    id: row.id,
    name: row.name,
    partner: { id: row.partnerId, name: partnerName },
    client: { id: row.clientId, name: clientName },
    address: addressViewOf(row),
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

const SORT_COLUMNS = { name: endClients.name, city: endClients.city, created_at: endClients.createdAt } as const;

export async function listEndClients(db: DbOrTx, p: Principal, f: ReferenceListFilter) {
  const where = referenceListWhere(scope(p, db), endClients, f, {
    searchIn: [endClients.name, endClients.city],
    matchClient: (clientId) => eq(endClients.clientId, clientId),
  });
  return keysetList(db, {
    select: (listKey) => selectJoined(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, endClients, where),
    keyset: keysetOf(SORT_COLUMNS, f.sort, 'name', [endClients.id]),
    request: f,
    view: toEndClientView,
  });
}

export async function findVisibleEndClient(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectJoined(db)
    .where(and(eq(endClients.id, id), scope(p, db)))
    .limit(1);
  return row;
}

type NewEndClient = typeof endClients.$inferInsert;

export async function insertEndClientRow(tx: DbOrTx, values: NewEndClient): Promise<string> {
  const [row] = await tx.insert(endClients).values(values).returning({ id: endClients.id });
  return row!.id;
}

/** False when `changes` sets nothing (no UPDATE is sent). */
export const updateEndClientRow = (tx: DbOrTx, id: string, changes: Partial<NewEndClient>) =>
  updateWhere(tx, endClients, changes, eq(endClients.id, id));
