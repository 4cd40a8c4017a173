/** Department rows, always read through the caller's scope: a row outside it is not found. */
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { DepartmentView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, departments, partners } from '../../db/schema/index.js';
import { refOf, tenantRowScope, usableForClient } from '../../lib/reference-rows.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../users/principal.js';

const scope = (p: Principal, db: DbOrTx) =>
  tenantRowScope(p, db, { partnerId: departments.partnerId, clientId: departments.clientId });

const selectJoined = (db: DbOrTx) =>
  db
    .select({ row: departments, partnerName: partners.name, clientName: clients.name })
    .from(departments)
    .innerJoin(partners, eq(partners.id, departments.partnerId))
    .leftJoin(clients, eq(clients.id, departments.clientId));

export interface JoinedDepartment {
  row: typeof departments.$inferSelect;
  partnerName: string;
  clientName: string | null;
}

export function toDepartmentView({ row, partnerName, clientName }: JoinedDepartment): DepartmentView {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    partner: { id: row.partnerId, name: partnerName },
    client: refOf(row.clientId, clientName),
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

export interface DepartmentListFilter {
  search?: string | undefined;
  partnerId?: string | undefined;
  clientId?: string | undefined;
  active?: boolean | undefined;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
}

const SORT_COLUMNS = { name: departments.name, code: departments.code, created_at: departments.createdAt } as const;

export async function listDepartments(db: DbOrTx, p: Principal, f: DepartmentListFilter) {
  const where = and(
    scope(p, db),
    f.search
      ? or(ilike(departments.name, containsPattern(f.search)), ilike(departments.code, containsPattern(f.search)))
      : undefined,
    f.partnerId ? eq(departments.partnerId, f.partnerId) : undefined,
    f.clientId ? usableForClient(db, departments, f.clientId) : undefined,
    f.active !== undefined ? eq(departments.active, f.active) : undefined,
  );
  const col = SORT_COLUMNS[f.sort.column as keyof typeof SORT_COLUMNS] ?? departments.name;
  const rows = await selectJoined(db)
    .where(where)
    .orderBy(f.sort.desc ? desc(col) : asc(col), asc(departments.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(departments).where(where);
  return { rows: rows.map(toDepartmentView), total: total?.n ?? 0 };
}

export async function findVisibleDepartment(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectJoined(db)
    .where(and(eq(departments.id, id), scope(p, db)))
    .limit(1);
  return row;
}
