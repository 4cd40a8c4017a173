/** Project codes, always read through the caller's scope: a code outside it is not found. */
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { ProjectCodeView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, partners, projectCodes } from '../../db/schema/index.js';
import { tenantRowScope } from '../../lib/reference-rows.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { listPage, orderOf } from '../../lib/list-page.js';

const scope = (p: Principal, db: DbOrTx) =>
  tenantRowScope(p, db, { partnerId: projectCodes.partnerId, clientId: projectCodes.clientId });

const selectJoined = (db: DbOrTx) =>
  db
    .select({ row: projectCodes, partnerName: partners.name, clientName: clients.name })
    .from(projectCodes)
    .innerJoin(partners, eq(partners.id, projectCodes.partnerId))
    .innerJoin(clients, eq(clients.id, projectCodes.clientId));

export interface JoinedProjectCode {
  row: typeof projectCodes.$inferSelect;
  partnerName: string;
  clientName: string;
}

export function toProjectCodeView({ row, partnerName, clientName }: JoinedProjectCode): ProjectCodeView {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    active: row.active,
    client: { id: row.clientId, name: clientName },
    partner: { id: row.partnerId, name: partnerName },
    created_at: row.createdAt.toISOString(),
  };
}

const SORTS = { code: projectCodes.code, client: clients.name, created_at: projectCodes.createdAt } as const;

export interface ProjectCodeFilter {
  search?: string | undefined;
  partnerId?: string | undefined;
  clientId?: string | undefined;
  active?: boolean | undefined;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
}

export async function listProjectCodes(db: DbOrTx, p: Principal, f: ProjectCodeFilter) {
  const where = and(
    scope(p, db),
    f.search
      ? or(
          ilike(projectCodes.code, containsPattern(f.search)),
          ilike(projectCodes.description, containsPattern(f.search)),
        )
      : undefined,
    f.partnerId ? eq(projectCodes.partnerId, f.partnerId) : undefined,
    f.clientId ? eq(projectCodes.clientId, f.clientId) : undefined,
    f.active !== undefined ? eq(projectCodes.active, f.active) : undefined,
  );
  return listPage(
    selectJoined(db).where(where).$dynamic(),
    db.select({ n: count() }).from(projectCodes).where(where),
    orderOf(SORTS, f.sort, projectCodes.code, asc(projectCodes.id)),
    f,
    toProjectCodeView,
  );
}

export async function findVisibleProjectCode(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectJoined(db)
    .where(and(eq(projectCodes.id, id), scope(p, db)))
    .limit(1);
  return row;
}

/** Inserts the project code and answers its id. */
export async function insertProjectCode(db: DbOrTx, values: typeof projectCodes.$inferInsert): Promise<string> {
  const [row] = await db.insert(projectCodes).values(values).returning({ id: projectCodes.id });
  return row!.id;
}

export async function updateProjectCodeColumns(
  db: DbOrTx,
  id: string,
  columns: Partial<typeof projectCodes.$inferInsert>,
): Promise<void> {
  await db.update(projectCodes).set(columns).where(eq(projectCodes.id, id));
}
