/** End client rows, always read through the caller's scope: a row outside it is not found. */
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { EndClientView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, endClients, partners } from '../../db/schema/index.js';
import { addressViewOf, tenantRowScope } from '../../lib/reference-rows.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../users/principal.js';

const scope = (p: Principal, db: DbOrTx) =>
  tenantRowScope(p, db, { partnerId: endClients.partnerId, clientId: endClients.clientId });

const selectJoined = (db: DbOrTx) =>
  db
    .select({ row: endClients, partnerName: partners.name, clientName: clients.name })
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

export interface EndClientListFilter {
  search?: string | undefined;
  partnerId?: string | undefined;
  clientId?: string | undefined;
  active?: boolean | undefined;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
}

const SORT_COLUMNS = { name: endClients.name, city: endClients.city, created_at: endClients.createdAt } as const;

export async function listEndClients(db: DbOrTx, p: Principal, f: EndClientListFilter) {
  const where = and(
    scope(p, db),
    f.search
      ? or(ilike(endClients.name, containsPattern(f.search)), ilike(endClients.city, containsPattern(f.search)))
      : undefined,
    f.partnerId ? eq(endClients.partnerId, f.partnerId) : undefined,
    f.clientId ? eq(endClients.clientId, f.clientId) : undefined,
    f.active !== undefined ? eq(endClients.active, f.active) : undefined,
  );
  const col = SORT_COLUMNS[f.sort.column as keyof typeof SORT_COLUMNS] ?? endClients.name;
  const rows = await selectJoined(db)
    .where(where)
    .orderBy(f.sort.desc ? desc(col) : asc(col), asc(endClients.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(endClients).where(where);
  return { rows: rows.map(toEndClientView), total: total?.n ?? 0 };
}

export async function findVisibleEndClient(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectJoined(db)
    .where(and(eq(endClients.id, id), scope(p, db)))
    .limit(1);
  return row;
}
