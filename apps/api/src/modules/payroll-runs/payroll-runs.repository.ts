/** The SQL of payroll runs: the list, one run, its pool of ledger items, the workers' forms and year to date, and the writes. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  assignments,
  contractors,
  jobs,
  onboardingForms,
  partners,
  payBillTransactionItems,
  payBillTransactions,
  paycheckItems,
  paycheckLines,
  paychecks,
  payrollRunExclusions,
  payrollRunAdjustments,
  payrollRuns,
  payrollTransfers,
  timesheets,
  users,
  workersCompCodes,
  workLocations,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { arrayOf } from '../../lib/sql.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type PayrollRunRow = typeof payrollRuns.$inferSelect;
export type PayrollRunJoined = { run: PayrollRunRow; partnerName: string };

export interface PayrollRunFilter extends ListRequest {
  scope: SQL | undefined;
  status?: PayrollRunRow['status'] | undefined;
  partnerId?: string | undefined;
}

const SORTS: KeyMap = {
  period_start: payrollRuns.periodStart,
  pay_date: payrollRuns.payDate,
  created_at: payrollRuns.createdAt,
  status: payrollRuns.status,
};

export function listPayrollRuns<V>(db: DbOrTx, f: PayrollRunFilter, view: (r: PayrollRunJoined) => V) {
  const where = and(
    f.scope,
    f.status ? eq(payrollRuns.status, f.status) : undefined,
    f.partnerId ? eq(payrollRuns.partnerId, f.partnerId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({ run: payrollRuns, partnerName: partners.name, listKey })
        .from(payrollRuns)
        .innerJoin(partners, eq(partners.id, payrollRuns.partnerId))
        .$dynamic(),
    where,
    matching: matchingRows(db, payrollRuns, where),
    keyset: keysetOf(SORTS, f.sort, 'period_start', [payrollRuns.id]),
    request: f,
    view: (r) => view({ run: r.run, partnerName: r.partnerName }),
  });
}

export async function findPayrollRun(
  db: DbOrTx,
  id: string,
  scope: SQL | undefined,
): Promise<PayrollRunJoined | undefined> {
  const [row] = await db
    .select({ run: payrollRuns, partnerName: partners.name })
    .from(payrollRuns)
    .innerJoin(partners, eq(partners.id, payrollRuns.partnerId))
    .where(and(eq(payrollRuns.id, id), scope));
  return row;
}

/** Locks the run for a command: recomputes and moves of one run wait for each other. */
export async function lockPayrollRun(tx: DbOrTx, id: string): Promise<PayrollRunRow | undefined> {
  const [row] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, id)).for('update');
  return row;
}

export async function findPartnerForPayroll(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: partners.id,
      name: partners.name,
      selfEmployer: partners.selfEmployer,
      selfFunded: partners.selfFunded,
      isPayrollDisabled: partners.isPayrollDisabled,
    })
    .from(partners)
    .where(eq(partners.id, id));
  return row;
}

/** Inserts a regular run unless the employer, partner and period already have one; either way answers the run's id. */
export async function insertRegularRun(tx: DbOrTx, values: typeof payrollRuns.$inferInsert): Promise<string> {
  const [inserted] = await tx
    .insert(payrollRuns)
    .values(values)
    .onConflictDoNothing({
      target: [payrollRuns.employerKey, payrollRuns.partnerId, payrollRuns.periodStart],
      where: sql`${payrollRuns.kind} = 'regular'`,
    })
    .returning({ id: payrollRuns.id });
  if (inserted) return inserted.id;
  const [existing] = await tx
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.employerKey, values.employerKey),
        eq(payrollRuns.partnerId, values.partnerId),
        eq(payrollRuns.periodStart, values.periodStart),
        eq(payrollRuns.kind, 'regular'),
      ),
    );
  return existing!.id;
}

/** An approved, untaken pay-side ledger item of the run's employer and partner, with what its paycheck needs. */
export interface PoolItem {
  id: string;
  contractorId: string;
  contractorName: string;
  workerClassification: string;
  taxIdBlindIndex: string | null;
  userId: string | null;
  payClass: string;
  workDate: string;
  minutes: number;
  rate: string | null;
  amount: string;
  state: string | null;
  country: string | null;
  workersCompCode: string | null;
  /** An off-cycle worker's stand-in when they have no items: where they work, never paid or linked. */
  anchor?: boolean;
}

/** The pool: every approved pay-side item not yet taken by a run, worked on or before the period's end. */
export async function payrollPool(
  db: DbOrTx,
  q: { employerKey: string; partnerId: string; through: string },
): Promise<PoolItem[]> {
  const i = payBillTransactionItems;
  return db
    .select({
      id: i.id,
      contractorId: i.contractorId,
      contractorName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      workerClassification: contractors.classification,
      taxIdBlindIndex: contractors.taxIdBlindIndex,
      userId: users.id,
      payClass: i.classification,
      workDate: i.workDate,
      minutes: i.minutes,
      rate: i.rate,
      amount: i.amount,
      state: workLocations.state,
      country: workLocations.country,
      workersCompCode: workersCompCodes.code,
    })
    .from(i)
    .innerJoin(payBillTransactions, eq(payBillTransactions.id, i.transactionId))
    .innerJoin(contractors, eq(contractors.id, i.contractorId))
    .innerJoin(assignments, eq(assignments.id, i.assignmentId))
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .leftJoin(workersCompCodes, eq(workersCompCodes.id, jobs.workersCompCodeId))
    .leftJoin(users, eq(users.contractorId, contractors.id))
    .where(
      and(
        eq(i.partnerId, q.partnerId),
        eq(payBillTransactions.employerKey, q.employerKey),
        eq(i.side, 'pay'),
        eq(i.status, 'approved'),
        isNull(i.payrollRunId),
        lte(i.workDate, q.through),
      ),
    )
    .orderBy(i.contractorId, i.workDate, i.id);
}

/** Each user's latest W-4 (onboarding's form_w4 step; resubmitting adds a row). */
export async function latestW4s(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, unknown>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([onboardingForms.userId], { userId: onboardingForms.userId, data: onboardingForms.data })
    .from(onboardingForms)
    .where(and(inArray(onboardingForms.userId, [...userIds]), eq(onboardingForms.step, 'form_w4')))
    .orderBy(onboardingForms.userId, desc(onboardingForms.createdAt), desc(onboardingForms.id));
  return new Map(rows.map((r) => [r.userId, r.data]));
}

/**
 * Each person's year to date with the employer: the latest paycheck of the year issued by a run that was
 * approved (processing or later), before this check date. Pre-draft and pending previews never count.
 */
export async function yearToDates(
  db: DbOrTx,
  q: { employerKey: string; personKeys: readonly string[]; year: number; before: string },
): Promise<Map<string, Record<string, unknown>>> {
  if (q.personKeys.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([paychecks.personKey], { personKey: paychecks.personKey, ytd: paychecks.ytd })
    .from(paychecks)
    .innerJoin(payrollRuns, eq(payrollRuns.id, paychecks.payrollRunId))
    .where(
      and(
        eq(paychecks.employerKey, q.employerKey),
        inArray(paychecks.personKey, [...q.personKeys]),
        inArray(payrollRuns.status, ['processing', 'paid', 'partially_paid']),
        isNull(paychecks.refusal),
        sql`${paychecks.checkDate} >= ${`${q.year}-01-01`} and ${paychecks.checkDate} < ${q.before}`,
      ),
    )
    .orderBy(paychecks.personKey, desc(paychecks.checkDate), desc(paychecks.createdAt), desc(paychecks.id));
  return new Map(rows.map((r) => [r.personKey, r.ytd as Record<string, unknown>]));
}

export async function exclusionsOf(db: DbOrTx, runId: string) {
  return db
    .select({
      contractorId: payrollRunExclusions.contractorId,
      name: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      classification: contractors.classification,
    })
    .from(payrollRunExclusions)
    .innerJoin(contractors, eq(contractors.id, payrollRunExclusions.contractorId))
    .where(eq(payrollRunExclusions.payrollRunId, runId))
    .orderBy(payrollRunExclusions.contractorId);
}

export async function setExclusion(tx: DbOrTx, runId: string, contractorId: string, excluded: boolean, by: string) {
  if (excluded) {
    await tx
      .insert(payrollRunExclusions)
      .values({ payrollRunId: runId, contractorId, createdBy: by })
      .onConflictDoNothing();
  } else {
    await tx
      .delete(payrollRunExclusions)
      .where(and(eq(payrollRunExclusions.payrollRunId, runId), eq(payrollRunExclusions.contractorId, contractorId)));
  }
}

/** A pre-draft run's preview is replaced whole: its paychecks, their lines and item links go. */
export async function deletePreview(tx: DbOrTx, runId: string) {
  const ids = tx.select({ id: paychecks.id }).from(paychecks).where(eq(paychecks.payrollRunId, runId));
  await tx.delete(paycheckItems).where(inArray(paycheckItems.paycheckId, ids));
  await tx.delete(paycheckLines).where(inArray(paycheckLines.paycheckId, ids));
  await tx.delete(paychecks).where(eq(paychecks.payrollRunId, runId));
}

export type PaycheckInsert = typeof paychecks.$inferInsert;
export type PaycheckLineInsert = Omit<typeof paycheckLines.$inferInsert, 'paycheckId'>;

/**
 * Writes the preview's paychecks with their lines and item links: three statements whatever the run's size,
 * each taking its rows as array parameters (`unnest`, one parameter a column), so 10,000 paychecks cost
 * neither drizzle's multi-row VALUES (35,000 parameters a statement) nor PostgreSQL's 65,535-parameter limit.
 * The ids are drawn here, so the lines and links know their paycheck without RETURNING.
 */
export async function insertPaychecks(
  tx: DbOrTx,
  rows: readonly {
    paycheck: PaycheckInsert;
    lines: PaycheckLineInsert[];
    items: { itemId: string; earning: string }[];
  }[],
) {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.paycheck.id ?? randomUUID());
  const p = rows.map((r) => r.paycheck);
  const col = <T>(f: (c: PaycheckInsert) => T) => p.map(f);
  await tx.execute(sql`
    insert into ${paychecks} (id, payroll_run_id, employer_key, partner_id, contractor_id, person_key, classification,
      work_state, check_date, currency, gross, pre_tax, employee_taxes, post_tax, net, employer_taxes, employer_cost,
      ytd, warnings, refusal, excluded, reversal_of_id, void_reason, reissue_of_id)
    select id, run, employer, partner, contractor, person, classification, state, check_date, currency, gross, pre_tax,
      employee_taxes, post_tax, net, employer_taxes, employer_cost, ytd::jsonb, warnings::jsonb, refusal, excluded,
      reversal_of, void_reason, reissue_of
    from unnest(${arrayOf(ids, 'uuid')}, ${arrayOf(
      col((c) => c.payrollRunId),
      'uuid',
    )}, ${arrayOf(
      col((c) => c.employerKey),
      'text',
    )}, ${arrayOf(
      col((c) => c.partnerId),
      'uuid',
    )}, ${arrayOf(
      col((c) => c.contractorId),
      'uuid',
    )}, ${arrayOf(
      col((c) => c.personKey),
      'text',
    )}, ${arrayOf(
      col((c) => c.classification),
      'text',
    )}, ${arrayOf(
      col((c) => c.workState ?? null),
      'text',
    )}, ${arrayOf(
      col((c) => c.checkDate),
      'date',
    )}, ${arrayOf(
      col((c) => c.currency),
      'text',
    )}, ${arrayOf(
      col((c) => c.gross),
      'numeric',
    )}, ${arrayOf(
      col((c) => c.preTax),
      'numeric',
    )}, ${arrayOf(
      col((c) => c.employeeTaxes),
      'numeric',
    )}, ${arrayOf(
      col((c) => c.postTax),
      'numeric',
    )}, ${arrayOf(
      col((c) => c.net),
      'numeric',
    )}, ${arrayOf(
      col((c) => c.employerTaxes),
      'numeric',
    )}, ${arrayOf(
      col((c) => c.employerCost),
      'numeric',
    )}, ${arrayOf(
      col((c) => JSON.stringify(c.ytd)),
      'text',
    )}, ${arrayOf(
      col((c) => JSON.stringify(c.warnings ?? [])),
      'text',
    )}, ${arrayOf(
      col((c) => c.refusal ?? null),
      'text',
    )}, ${arrayOf(
      col((c) => c.excluded ?? false),
      'boolean',
    )}, ${arrayOf(
      col((c) => c.reversalOfId ?? null),
      'uuid',
    )}, ${arrayOf(
      col((c) => c.voidReason ?? null),
      'text',
    )}, ${arrayOf(
      col((c) => c.reissueOfId ?? null),
      'uuid',
    )})
      as v(id, run, employer, partner, contractor, person, classification, state, check_date, currency, gross, pre_tax,
        employee_taxes, post_tax, net, employer_taxes, employer_cost, ytd, warnings, refusal, excluded, reversal_of,
        void_reason, reissue_of)`);
  const lines = rows.flatMap((r, k) => r.lines.map((l) => ({ ...l, paycheckId: ids[k]! })));
  if (lines.length > 0) {
    const line = <T>(f: (l: (typeof lines)[number]) => T) => lines.map(f);
    await tx.execute(sql`
      insert into ${paycheckLines} (paycheck_id, section, position, code, label, base, amount)
      select * from unnest(${arrayOf(
        line((l) => l.paycheckId),
        'uuid',
      )}, ${arrayOf(
        line((l) => l.section),
        'text',
      )}, ${arrayOf(
        line((l) => l.position),
        'int',
      )}, ${arrayOf(
        line((l) => l.code),
        'text',
      )}, ${arrayOf(
        line((l) => l.label),
        'text',
      )}, ${arrayOf(
        line((l) => l.base),
        'numeric',
      )}, ${arrayOf(
        line((l) => l.amount),
        'numeric',
      )})`);
  }
  const links = rows.flatMap((r, k) => r.items.map((it) => ({ ...it, paycheckId: ids[k]! })));
  if (links.length > 0) {
    await tx.execute(sql`
      insert into ${paycheckItems} (paycheck_id, item_id, earning)
      select * from unnest(${arrayOf(
        links.map((l) => l.paycheckId),
        'uuid',
      )}, ${arrayOf(
        links.map((l) => l.itemId),
        'uuid',
      )}, ${arrayOf(
        links.map((l) => l.earning),
        'text',
      )})`);
  }
}

export async function updateRun(tx: DbOrTx, id: string, values: Partial<typeof payrollRuns.$inferInsert>) {
  await tx.update(payrollRuns).set(values).where(eq(payrollRuns.id, id));
}

/** The run's paychecks with their worker's name and how many items each took. */
export async function paychecksOfRun(db: DbOrTx, runId: string) {
  return db
    .select({
      paycheck: paychecks,
      name: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      itemCount: sql<number>`(select count(*)::int from ${paycheckItems} where ${paycheckItems.paycheckId} = ${paychecks.id})`,
    })
    .from(paychecks)
    .innerJoin(contractors, eq(contractors.id, paychecks.contractorId))
    .where(eq(paychecks.payrollRunId, runId))
    .orderBy(contractors.lastName, contractors.firstName, paychecks.id);
}

export async function findPaycheck(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select({
      paycheck: paychecks,
      run: payrollRuns,
      name: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      partnerName: partners.name,
    })
    .from(paychecks)
    .innerJoin(payrollRuns, eq(payrollRuns.id, paychecks.payrollRunId))
    .innerJoin(contractors, eq(contractors.id, paychecks.contractorId))
    .innerJoin(partners, eq(partners.id, paychecks.partnerId))
    .where(and(eq(paychecks.id, id), scope));
  return row;
}

export async function linesOf(db: DbOrTx, paycheckId: string) {
  return db
    .select()
    .from(paycheckLines)
    .where(eq(paycheckLines.paycheckId, paycheckId))
    .orderBy(paycheckLines.position);
}

export async function itemsOf(db: DbOrTx, paycheckId: string) {
  const i = payBillTransactionItems;
  return db
    .select({
      id: i.id,
      earning: paycheckItems.earning,
      workDate: i.workDate,
      payClass: i.classification,
      minutes: i.minutes,
      rate: i.rate,
      amount: i.amount,
      timesheetId: i.timesheetId,
      expenseId: i.expenseId,
    })
    .from(paycheckItems)
    .innerJoin(i, eq(i.id, paycheckItems.itemId))
    .where(eq(paycheckItems.paycheckId, paycheckId))
    .orderBy(i.workDate, i.id);
}

/**
 * Approval's one statement (decision 0066): takes the items the run's paychecks were figured from — each
 * still untaken and approved is marked with the run — and sets the payroll lock (section 3's
 * `payroll_submission_date`) on the timesheets behind the items it took, skipping those already locked.
 * The run's items are reached through its paychecks' links (indexed), never by scanning the ledger for the
 * run, and only the counts come back. Answers how many items the paychecks link and how many were taken, so
 * a stale preview is caught (the caller rolls back).
 */
export async function takeRunItems(
  tx: DbOrTx,
  runId: string,
  at: Date,
): Promise<{ linked: number; taken: number; locked: number }> {
  const result = await tx.execute(sql`
    with linked as (
      select l.item_id from ${paycheckItems} l join ${paychecks} p on p.id = l.paycheck_id
       where p.payroll_run_id = ${runId} and p.refusal is null
    ), taken as (
      update ${payBillTransactionItems} i set payroll_run_id = ${runId}
        from linked where i.id = linked.item_id and i.payroll_run_id is null and i.status = 'approved'
      returning i.timesheet_id
    ), locked as (
      update ${timesheets} t set payroll_submission_date = ${at.toISOString()}::timestamptz
       where t.id in (select timesheet_id from taken where timesheet_id is not null)
         and t.payroll_submission_date is null
      returning 1
    )
    select (select count(*) from linked)::int as linked, (select count(*) from taken)::int as taken,
           (select count(*) from locked)::int as locked`);
  // Both drivers (pg and PGlite) answer raw statements with { rows }.
  const [row] = (result as unknown as { rows: { linked: number; taken: number; locked: number }[] }).rows;
  return { linked: Number(row?.linked ?? 0), taken: Number(row?.taken ?? 0), locked: Number(row?.locked ?? 0) };
}

export async function moveCheckDates(tx: DbOrTx, runId: string, checkDate: string) {
  await tx.update(paychecks).set({ checkDate }).where(eq(paychecks.payrollRunId, runId));
}

/* ---------- processing ---------- */

/** Approved runs still processing (one, when `id` is given). */
export async function runsToProcess(db: DbOrTx, id?: string) {
  return db
    .select({ id: payrollRuns.id, payDate: payrollRuns.payDate, employerKey: payrollRuns.employerKey })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.status, 'processing'), id ? eq(payrollRuns.id, id) : undefined))
    .orderBy(payrollRuns.approvedAt);
}

export async function insertTransfers(tx: DbOrTx, rows: (typeof payrollTransfers.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx
    .insert(payrollTransfers)
    .values(rows)
    // Processing's one transfer per paycheck: the partial unique index of transfers that are not re-sends.
    .onConflictDoNothing({
      target: [payrollTransfers.paycheckId, payrollTransfers.sequence],
      where: sql`${payrollTransfers.resentFromId} is null`,
    });
}

export async function transferCounts(db: DbOrTx, runId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      processing: sql<number>`count(*) filter (where ${payrollTransfers.status} = 'processing')::int`,
      failed: sql<number>`count(*) filter (where ${payrollTransfers.status} = 'failed')::int`,
    })
    .from(payrollTransfers)
    .where(eq(payrollTransfers.payrollRunId, runId));
  return row ?? { total: 0, processing: 0, failed: 0 };
}

/** Rows of a VALUES list, a thousand at a time: one UPDATE per chunk, not one per transfer. */
const CHUNK = 1000;

export async function setTraceNumbers(tx: DbOrTx, rows: readonly { transferId: string; traceNumber: string }[]) {
  for (let at = 0; at < rows.length; at += CHUNK) {
    const values = sql.join(
      rows.slice(at, at + CHUNK).map((r) => sql`(${r.transferId}::uuid, ${r.traceNumber})`),
      sql`, `,
    );
    await tx.execute(sql`update ${payrollTransfers} t set trace_number = v.trace
      from (values ${values}) as v(id, trace) where t.id = v.id`);
  }
}

/** The bank's answer per trace number: settled → paid, returned → failed with its return code. */
export async function recordTransferResults(
  tx: DbOrTx,
  runId: string,
  results: readonly { traceNumber: string; status: 'settled' | 'returned'; returnCode: string | null }[],
) {
  for (let at = 0; at < results.length; at += CHUNK) {
    const values = sql.join(
      results
        .slice(at, at + CHUNK)
        .map((r) => sql`(${r.traceNumber}, ${r.status === 'settled' ? 'paid' : 'failed'}, ${r.returnCode}::text)`),
      sql`, `,
    );
    await tx.execute(sql`update ${payrollTransfers} t
      set status = v.status, return_code = v.code, updated_at = now()
      from (values ${values}) as v(trace, status, code)
      where t.payroll_run_id = ${runId} and t.trace_number = v.trace`);
  }
}

/**
 * The run's items are paid: the pay side's end (the bill side moves with invoices). Reached through the
 * run's paychecks' links (indexed) rather than a scan of the ledger for the run; items already paid are left.
 */
export async function markRunItemsPaid(tx: DbOrTx, runId: string) {
  await tx.execute(sql`
    update ${payBillTransactionItems} i set status = 'paid'
      from ${paycheckItems} l join ${paychecks} p on p.id = l.paycheck_id
     where p.payroll_run_id = ${runId} and i.id = l.item_id
       and i.payroll_run_id = ${runId} and i.status = 'approved'`);
}

/** The run's transfers, oldest first: a paycheck's re-send comes after the failed transfer it replaces. */
export async function transfersOfRun(db: DbOrTx, runId: string) {
  return db
    .select()
    .from(payrollTransfers)
    .where(eq(payrollTransfers.payrollRunId, runId))
    .orderBy(payrollTransfers.createdAt, payrollTransfers.id);
}

/* ---------- the paycheck list ---------- */

export interface PaycheckFilter extends ListRequest {
  scope: SQL | undefined;
  payrollRunId?: string | undefined;
  contractorId?: string | undefined;
  partnerId?: string | undefined;
  checkDateFrom?: string | undefined;
  checkDateTo?: string | undefined;
}

const PAYCHECK_SORTS_MAP: KeyMap = {
  check_date: paychecks.checkDate,
  net: paychecks.net,
  gross: paychecks.gross,
  created_at: paychecks.createdAt,
};

/** A transfer not replaced by a re-send (decision 0050): the one that says how the paycheck stands. */
/** Issued paychecks only (their run approved or later): a preview's are read on its run. */
const ISSUED = inArray(payrollRuns.status, ['processing', 'paid', 'partially_paid', 'failed']);

export type PaycheckListJoined = {
  paycheck: typeof paychecks.$inferSelect;
  runStatus: PayrollRunRow['status'];
  name: string;
  partnerName: string;
  transferStatus: string | null;
};

export function listPaychecks<V>(db: DbOrTx, f: PaycheckFilter, view: (r: PaycheckListJoined) => V) {
  const where = and(
    f.scope,
    isNull(paychecks.refusal),
    sql`exists (select 1 from ${payrollRuns} r where r.id = ${paychecks.payrollRunId}
                 and r.status in ('processing', 'paid', 'partially_paid', 'failed'))`,
    f.payrollRunId ? eq(paychecks.payrollRunId, f.payrollRunId) : undefined,
    f.contractorId ? eq(paychecks.contractorId, f.contractorId) : undefined,
    f.partnerId ? eq(paychecks.partnerId, f.partnerId) : undefined,
    f.checkDateFrom ? sql`${paychecks.checkDate} >= ${f.checkDateFrom}` : undefined,
    f.checkDateTo ? sql`${paychecks.checkDate} <= ${f.checkDateTo}` : undefined,
  );
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({
          paycheck: paychecks,
          runStatus: payrollRuns.status,
          name: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
          partnerName: partners.name,
          // One status for a paycheck of several transfers (a split, a re-send): transfer-summary.ts's rule.
          transferStatus: sql<string | null>`(select case when bool_or(t.status = 'failed') then 'failed'
              when bool_or(t.status = 'processing') then 'processing' when count(*) > 0 then 'paid' end
            from ${payrollTransfers} t where t.paycheck_id = ${paychecks.id}
              and not exists (select 1 from ${payrollTransfers} n where n.resent_from_id = t.id))`,
          listKey,
        })
        .from(paychecks)
        .innerJoin(payrollRuns, and(eq(payrollRuns.id, paychecks.payrollRunId), ISSUED))
        .innerJoin(contractors, eq(contractors.id, paychecks.contractorId))
        .innerJoin(partners, eq(partners.id, paychecks.partnerId))
        .$dynamic(),
    where,
    matching: matchingRows(db, paychecks, where),
    keyset: keysetOf(PAYCHECK_SORTS_MAP, f.sort, 'check_date', [paychecks.id]),
    request: f,
    view: (r) =>
      view({
        paycheck: r.paycheck,
        runStatus: r.runStatus,
        name: r.name,
        partnerName: r.partnerName,
        transferStatus: r.transferStatus,
      }),
  });
}

/** The run's tax lines summed by section, code and the paycheck's classification and work state. */
export async function taxLinesOfRun(db: DbOrTx, runId: string) {
  return db
    .select({
      section: paycheckLines.section,
      code: paycheckLines.code,
      label: sql<string>`min(${paycheckLines.label})`,
      classification: paychecks.classification,
      workState: paychecks.workState,
      amount: sql<string>`sum(${paycheckLines.amount})::text`,
    })
    .from(paycheckLines)
    .innerJoin(paychecks, eq(paychecks.id, paycheckLines.paycheckId))
    .where(
      and(
        eq(paychecks.payrollRunId, runId),
        isNull(paychecks.refusal),
        inArray(paycheckLines.section, ['employee_tax', 'employer_tax']),
      ),
    )
    .groupBy(paycheckLines.section, paycheckLines.code, paychecks.classification, paychecks.workState);
}

/**
 * The run's paychecks whose worker has not been told the stub is ready and that a transfer paid (once per
 * paycheck, however many of its transfers — a split — were paid), in id order, with the worker's e-mail.
 * One read per run: a semi-join the planner hashes over the run's transfers (a LIMIT per batch made it probe
 * the transfers per paycheck, which no index of paycheck_id alone answers).
 */
export async function stubsToMail(db: DbOrTx, runId: string) {
  return db
    .select({ id: paychecks.id, email: contractors.email, checkDate: paychecks.checkDate })
    .from(paychecks)
    .innerJoin(contractors, eq(contractors.id, paychecks.contractorId))
    .where(
      and(
        eq(paychecks.payrollRunId, runId),
        isNull(paychecks.stubMailedAt),
        sql`${paychecks.id} in (select t.paycheck_id from ${payrollTransfers} t
              where t.payroll_run_id = ${runId} and t.status = 'paid')`,
      ),
    )
    .orderBy(paychecks.id);
}

/** Ended runs (paid or partially paid) with a paid paycheck whose stub has not been mailed. */
export async function runsWithStubsToMail(db: DbOrTx) {
  return db
    .selectDistinct({ id: paychecks.payrollRunId })
    .from(paychecks)
    .innerJoin(payrollRuns, eq(payrollRuns.id, paychecks.payrollRunId))
    .innerJoin(payrollTransfers, eq(payrollTransfers.paycheckId, paychecks.id))
    .where(
      and(
        inArray(payrollRuns.status, ['paid', 'partially_paid']),
        isNull(paychecks.stubMailedAt),
        eq(payrollTransfers.status, 'paid'),
      ),
    );
}

/**
 * Marks a batch of stubs mailed in one statement; a stub already marked keeps its first moment, so marking
 * a batch again (a retry after a crash) changes nothing. Answers how many were marked now.
 */
export async function markStubsMailed(db: DbOrTx, ids: readonly string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const marked = await db
    .update(paychecks)
    .set({ stubMailedAt: at })
    .where(and(sql`${paychecks.id} = any(${arrayOf([...ids], 'uuid')})`, isNull(paychecks.stubMailedAt)))
    .returning({ id: paychecks.id });
  return marked.length;
}

export async function employerKeyOfPaycheck(db: DbOrTx, paycheckId: string) {
  const [row] = await db
    .select({ employerKey: paychecks.employerKey })
    .from(paychecks)
    .where(eq(paychecks.id, paycheckId));
  return row;
}

/** The transfers with these trace numbers, locked for the return's update. */
export async function transfersByTrace(tx: DbOrTx, traces: readonly string[]) {
  if (traces.length === 0) return [];
  return tx
    .select()
    .from(payrollTransfers)
    .where(inArray(payrollTransfers.traceNumber, [...traces]))
    .for('update');
}

export async function failTransfer(tx: DbOrTx, id: string, returnCode: string) {
  await tx
    .update(payrollTransfers)
    .set({ status: 'failed', returnCode, updatedAt: sql`now()` })
    .where(eq(payrollTransfers.id, id));
}

/* ---------- one-off earnings and deductions ---------- */

export type PayrollRunAdjustmentRow = typeof payrollRunAdjustments.$inferSelect;

export async function adjustmentsOf(db: DbOrTx, runId: string): Promise<PayrollRunAdjustmentRow[]> {
  return db
    .select()
    .from(payrollRunAdjustments)
    .where(eq(payrollRunAdjustments.payrollRunId, runId))
    .orderBy(payrollRunAdjustments.createdAt, payrollRunAdjustments.id);
}

export async function insertAdjustment(tx: DbOrTx, values: typeof payrollRunAdjustments.$inferInsert) {
  const [row] = await tx.insert(payrollRunAdjustments).values(values).returning();
  return row!;
}

export async function deleteAdjustment(tx: DbOrTx, runId: string, id: string): Promise<boolean> {
  const gone = await tx
    .delete(payrollRunAdjustments)
    .where(and(eq(payrollRunAdjustments.payrollRunId, runId), eq(payrollRunAdjustments.id, id)))
    .returning({ id: payrollRunAdjustments.id });
  return gone.length > 0;
}
