/** Project codes, always read through the caller's scope: a code outside it is not found. */
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ProjectCodeView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, partners, projectCodes } from '../../db/schema/index.js';
import { tenantRowScope } from '../../lib/reference-rows.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';

const scope = (p: Principal, db: DbOrTx) =>
  tenantRowScope(p, db, { partnerId: projectCodes.partnerId, clientId: projectCodes.clientId });

const selectJoined = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ row: projectCodes, partnerName: partners.name, clientName: clients.name, ...extra })
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

export interface ProjectCodeFilter extends ListRequest {
  search?: string | undefined;
  partnerId?: string | undefined;
  clientId?: string | undefined;
  active?: boolean | undefined;
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
  return keysetList(db, {
    select: (listKey) => selectJoined(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, projectCodes, where),
    keyset: keysetOf(SORTS, f.sort, 'code', [projectCodes.id]),
    request: f,
    view: toProjectCodeView,
  });
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
