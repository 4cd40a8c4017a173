/** All SQL of the platform's workers comp codes (one table, no tenant: every user reads them). */
import { and, eq, ilike, ne, or } from 'drizzle-orm';
import type { WorkersCompCodeCreate, WorkersCompCodeUpdate, WorkersCompCodeView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { workersCompCodes } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';

type Row = typeof workersCompCodes.$inferSelect;

export const toWorkersCompCodeView = (r: Pick<Row, 'id' | 'code' | 'description' | 'active'>): WorkersCompCodeView => ({
  id: r.id,
  code: r.code,
  description: r.description,
  active: r.active,
});

const SORTS = { code: workersCompCodes.code, description: workersCompCodes.description } as const;

export interface WorkersCompCodeFilter extends ListRequest {
  search?: string | undefined;
  active?: boolean | undefined;
}

export async function listWorkersCompCodes(db: DbOrTx, f: WorkersCompCodeFilter) {
  const where = and(
    f.search
      ? or(
          ilike(workersCompCodes.code, containsPattern(f.search)),
          ilike(workersCompCodes.description, containsPattern(f.search)),
        )
      : undefined,
    f.active !== undefined ? eq(workersCompCodes.active, f.active) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => db.select({ row: workersCompCodes, listKey }).from(workersCompCodes).$dynamic(),
    where,
    matching: matchingRows(db, workersCompCodes, where),
    keyset: keysetOf(SORTS, f.sort, 'code', [workersCompCodes.id]),
    request: f,
    view: ({ row }) => toWorkersCompCodeView(row),
  });
}

export async function findWorkersCompCode(db: DbOrTx, id: string) {
  const [row] = await db.select().from(workersCompCodes).where(eq(workersCompCodes.id, id));
  return row;
}

/** The id of another code already spelled `code`, if any. */
export async function findCodeHolder(db: DbOrTx, code: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: workersCompCodes.id })
    .from(workersCompCodes)
    .where(and(eq(workersCompCodes.code, code), exceptId ? ne(workersCompCodes.id, exceptId) : undefined));
  return taken?.id;
}

export async function insertWorkersCompCode(db: DbOrTx, values: WorkersCompCodeCreate) {
  const [row] = await db.insert(workersCompCodes).values(values).returning();
  return row!;
}

export async function updateWorkersCompCodeRow(db: DbOrTx, id: string, changes: WorkersCompCodeUpdate) {
  const [row] = await db.update(workersCompCodes).set(changes).where(eq(workersCompCodes.id, id)).returning();
  return row!;
}
