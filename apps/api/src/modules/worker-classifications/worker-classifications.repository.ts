/**
 * Worker classification rows. `answers` (jsonb) keeps the questionnaire as answered together with
 * the recommendation shown at the time: {version, answers, recommendation}.
 */
import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type {
  ClassificationAnswers,
  ClassificationRecommendation,
  WorkerClassificationResult,
  WorkerClassificationView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, partners, users, workerClassifications } from '../../db/schema/index.js';
import { keysetList, matchingRows } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import { refOf, type ReferenceListFilter } from '../../lib/reference-rows.js';
import { rowScope } from '../../lib/row-scopes.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';

export interface StoredAssessment {
  version: 1;
  answers: ClassificationAnswers;
  recommendation: ClassificationRecommendation;
}

/**
 * Admin sees every partner's assessments; a partner user (holding the link) its own. No other user
 * type reaches the routes; the scope would give sales partners and clients none.
 */
const scope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: workerClassifications.partnerId });

const selectJoined = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      row: workerClassifications,
      partnerName: partners.name,
      contractorName: sql<string | null>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      creatorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      ...extra,
    })
    .from(workerClassifications)
    .innerJoin(partners, eq(partners.id, workerClassifications.partnerId))
    .leftJoin(contractors, eq(contractors.id, workerClassifications.contractorId))
    .leftJoin(users, eq(users.id, workerClassifications.createdBy));

export interface JoinedClassification {
  row: typeof workerClassifications.$inferSelect;
  partnerName: string;
  contractorName: string | null;
  creatorName: string | null;
}

export function toClassificationView(j: JoinedClassification): WorkerClassificationView {
  const stored = j.row.answers as StoredAssessment;
  return {
    id: j.row.id,
    partner: { id: j.row.partnerId, name: j.partnerName },
    worker_name: j.row.workerName,
    contractor: refOf(j.row.contractorId, j.contractorName),
    answers: stored.answers,
    recommendation: stored.recommendation,
    result: j.row.result as WorkerClassificationResult,
    notes: j.row.notes,
    created_by: refOf(j.row.createdBy, j.creatorName),
    created_at: j.row.createdAt.toISOString(),
  };
}

/** The common reference list filter (no client or active flag here) and the result. */
export interface ClassificationListFilter extends ReferenceListFilter {
  result?: WorkerClassificationResult | undefined;
}

const SORT_COLUMNS = {
  worker_name: workerClassifications.workerName,
  result: workerClassifications.result,
  created_at: workerClassifications.createdAt,
} as const;

export async function listClassifications(db: DbOrTx, p: Principal, f: ClassificationListFilter) {
  const where = and(
    scope(p, db),
    f.search ? ilike(workerClassifications.workerName, containsPattern(f.search)) : undefined,
    f.partnerId ? eq(workerClassifications.partnerId, f.partnerId) : undefined,
    f.result ? eq(workerClassifications.result, f.result) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectJoined(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, workerClassifications, where),
    keyset: keysetOf(SORT_COLUMNS, f.sort, 'created_at', [workerClassifications.id]),
    request: f,
    view: toClassificationView,
  });
}

export async function findVisibleClassification(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectJoined(db)
    .where(and(eq(workerClassifications.id, id), scope(p, db)))
    .limit(1);
  return row;
}

/** A contractor the caller may assess: its own partner's (any partner's for admin). */
export async function findAssessableContractor(db: DbOrTx, p: Principal, id: string) {
  const [row] = await db
    .select({
      id: contractors.id,
      partnerId: contractors.partnerId,
      firstName: contractors.firstName,
      lastName: contractors.lastName,
    })
    .from(contractors)
    .where(and(eq(contractors.id, id), rowScope(p, db, { partnerId: contractors.partnerId })));
  return row;
}

type NewClassification = typeof workerClassifications.$inferInsert;

export async function insertClassification(tx: DbOrTx, values: NewClassification): Promise<string> {
  const [row] = await tx.insert(workerClassifications).values(values).returning({ id: workerClassifications.id });
  return row!.id;
}

export async function updateClassificationRow(tx: DbOrTx, id: string, changes: Partial<NewClassification>) {
  await tx.update(workerClassifications).set(changes).where(eq(workerClassifications.id, id));
}
