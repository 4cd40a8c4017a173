/** The SQL of off-cycle runs (decision 0050): the run row and its chosen workers' stand-ins. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  assignments,
  contractors,
  jobs,
  payrollRuns,
  users,
  workersCompCodes,
  workLocations,
} from '../../db/schema/index.js';
import type { PoolItem } from './payroll-runs.repository.js';

export async function insertOffCycleRun(tx: DbOrTx, values: typeof payrollRuns.$inferInsert): Promise<string> {
  const [row] = await tx
    .insert(payrollRuns)
    .values({ ...values, kind: 'off_cycle' })
    .returning({ id: payrollRuns.id });
  return row!.id;
}

/** Which of these contractors are the partner's (the rest are not the caller's to pay). */
export async function contractorsOfPartner(
  db: DbOrTx,
  partnerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.partnerId, partnerId), inArray(contractors.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/**
 * A stand-in pool item per worker, for workers paid one-off amounts only: who they are (classification,
 * tax-id index, user for the W-4) and where they work (their latest assignment's state or country and
 * class code). Never paid or linked: `anchor`.
 */
export async function offCycleAnchors(
  db: DbOrTx,
  q: { partnerId: string; contractorIds: readonly string[]; checkDate: string },
): Promise<PoolItem[]> {
  if (q.contractorIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([contractors.id], {
      id: contractors.id,
      contractorName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      workerClassification: contractors.classification,
      taxIdBlindIndex: contractors.taxIdBlindIndex,
      userId: users.id,
      state: workLocations.state,
      country: workLocations.country,
      workersCompCode: workersCompCodes.code,
    })
    .from(contractors)
    .leftJoin(users, eq(users.contractorId, contractors.id))
    .leftJoin(assignments, and(eq(assignments.contractorId, contractors.id), eq(assignments.partnerId, q.partnerId)))
    .leftJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .leftJoin(workersCompCodes, eq(workersCompCodes.id, jobs.workersCompCodeId))
    .where(and(eq(contractors.partnerId, q.partnerId), inArray(contractors.id, [...q.contractorIds])))
    .orderBy(contractors.id, desc(assignments.startDate));
  return rows.map((r) => ({
    id: '',
    contractorId: r.id,
    contractorName: r.contractorName,
    workerClassification: r.workerClassification,
    taxIdBlindIndex: r.taxIdBlindIndex,
    userId: r.userId,
    payClass: 'regular',
    workDate: q.checkDate,
    minutes: 0,
    rate: null,
    amount: '0',
    state: r.state,
    country: r.country,
    workersCompCode: r.workersCompCode,
    anchor: true,
  }));
}
