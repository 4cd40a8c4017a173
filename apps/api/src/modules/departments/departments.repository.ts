/** Department rows, always read through the caller's scope: a row outside it is not found. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { DepartmentView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, departments, partners } from '../../db/schema/index.js';
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

const scope = (p: Principal, db: DbOrTx) =>
  tenantRowScope(p, db, { partnerId: departments.partnerId, clientId: departments.clientId });

const selectJoined = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ row: departments, partnerName: partners.name, clientName: clients.name, ...extra })
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

const SORT_COLUMNS = { name: departments.name, code: departments.code, created_at: departments.createdAt } as const;

export async function listDepartments(db: DbOrTx, p: Principal, f: ReferenceListFilter) {
  const where = referenceListWhere(scope(p, db), departments, f, {
    searchIn: [departments.name, departments.code],
    matchClient: (clientId) => usableForClient(db, departments, clientId),
  });
  return keysetList(db, {
    select: (listKey) => selectJoined(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, departments, where),
    keyset: keysetOf(SORT_COLUMNS, f.sort, 'name', [departments.id]),
    request: f,
    view: toDepartmentView,
  });
}

export async function findVisibleDepartment(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectJoined(db)
    .where(and(eq(departments.id, id), scope(p, db)))
    .limit(1);
  return row;
}

type NewDepartment = typeof departments.$inferInsert;

export async function insertDepartmentRow(tx: DbOrTx, values: NewDepartment): Promise<string> {
  const [row] = await tx.insert(departments).values(values).returning({ id: departments.id });
  return row!.id;
}

/** False when `changes` sets nothing (no UPDATE is sent). */
export const updateDepartmentRow = (tx: DbOrTx, id: string, changes: Partial<NewDepartment>) =>
  updateWhere(tx, departments, changes, eq(departments.id, id));
