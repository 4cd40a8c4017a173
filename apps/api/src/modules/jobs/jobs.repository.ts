/** Job rows, always read through the caller's scope: a row outside it is not found. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { JobClassification, JobView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, jobs, partners, workersCompCodes } from '../../db/schema/index.js';
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
  tenantRowScope(p, db, { partnerId: jobs.partnerId, clientId: jobs.clientId });

const selectJoined = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      row: jobs,
      partnerName: partners.name,
      clientName: clients.name,
      code: workersCompCodes.code,
      codeDescription: workersCompCodes.description,
      ...extra,
    })
    .from(jobs)
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(workersCompCodes, eq(workersCompCodes.id, jobs.workersCompCodeId));

export interface JoinedJob {
  row: typeof jobs.$inferSelect;
  partnerName: string;
  clientName: string | null;
  code: string | null;
  codeDescription: string | null;
}

export function toJobView({ row, partnerName, clientName, code, codeDescription }: JoinedJob): JobView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    classification: row.classification,
    workers_comp_code:
      row.workersCompCodeId && code !== null
        ? { id: row.workersCompCodeId, code, description: codeDescription ?? '' }
        : null,
    salaried: row.salaried,
    is_travel: row.isTravel,
    partner: { id: row.partnerId, name: partnerName },
    client: refOf(row.clientId, clientName),
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

export interface JobListFilter extends ReferenceListFilter {
  classification?: JobClassification | undefined;
}

const SORT_COLUMNS = {
  title: jobs.title,
  classification: jobs.classification,
  created_at: jobs.createdAt,
} as const;

export async function listJobs(db: DbOrTx, p: Principal, f: JobListFilter) {
  const where = and(
    referenceListWhere(scope(p, db), jobs, f, {
      searchIn: [jobs.title, jobs.description],
      matchClient: (clientId) => usableForClient(db, jobs, clientId),
    }),
    f.classification ? eq(jobs.classification, f.classification) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectJoined(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, jobs, where),
    keyset: keysetOf(SORT_COLUMNS, f.sort, 'title', [jobs.id]),
    request: f,
    view: toJobView,
  });
}

export async function findVisibleJob(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectJoined(db)
    .where(and(eq(jobs.id, id), scope(p, db)))
    .limit(1);
  return row;
}

/** An active workers comp code, or undefined. */
export async function findActiveWorkersCompCode(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: workersCompCodes.id })
    .from(workersCompCodes)
    .where(and(eq(workersCompCodes.id, id), eq(workersCompCodes.active, true)));
  return row;
}

type NewJob = typeof jobs.$inferInsert;

export async function insertJobRow(tx: DbOrTx, values: NewJob): Promise<string> {
  const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
  return row!.id;
}

/** False when `changes` sets nothing (no UPDATE is sent). */
export const updateJobRow = (tx: DbOrTx, id: string, changes: Partial<NewJob>) =>
  updateWhere(tx, jobs, changes, eq(jobs.id, id));
