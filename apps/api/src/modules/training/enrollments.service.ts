/**
 * Course enrollments (decision 0076): staff and a partner's users enroll workers in a course (one
 * enrollment per worker and course, the due date given or counted from the course's due_in_days); the
 * worker reports progress, staff a test's result. A progress report names the SCORM lesson status: the
 * effective settings' scorm_completed_status and scorm_passed_status (the public globals') stand for
 * completed and passed; the move is checked against the domain's transition table.
 */
import {
  ENROLLMENT_STATUSES,
  daysUntil,
  isEnrollmentDone,
  mayMoveEnrollment,
  mayUnenroll,
  ENROLLMENT_STATUS_LABELS,
  type EnrollmentCreate,
  type EnrollmentProgress,
  type EnrollmentResult,
  type EnrollmentStatus,
  type EnrollmentView,
} from '@app/domain';
import { addDays } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { effectiveSettings } from '../settings/settings.service.js';
import { visibleCourse } from './courses.service.js';
import { mustManageTraining, mustReport } from './training.policy.js';
import {
  deleteEnrollment,
  findEnrollment,
  findWorkers,
  insertEnrollments,
  listEnrollments,
  updateEnrollment,
  type EnrollmentJoined,
} from './training.repository.js';
import { enrollableWorkerScope, enrollmentScope } from './training.scope.js';

const todayOf = (deps: Pick<AppDeps, 'clock'>) => deps.clock.now().toISOString().slice(0, 10);
const iso = (d: Date | null) => d?.toISOString() ?? null;

export function enrollmentViewOf(today: string, r: EnrollmentJoined): EnrollmentView {
  const e = r.e;
  const done = isEnrollmentDone(e.status);
  const daysLeft = e.dueOn ? daysUntil(today, e.dueOn) : null;
  return {
    id: e.id,
    course: { id: e.courseId, name: r.courseTitle },
    contractor: { id: e.contractorId, name: r.contractorName },
    partner: { id: e.partnerId, name: r.partnerName },
    due_on: e.dueOn,
    days_left: daysLeft,
    overdue: !done && daysLeft !== null && daysLeft < 0,
    status: e.status,
    done,
    score: e.score,
    started_at: iso(e.startedAt),
    completed_at: iso(e.completedAt),
    passed_at: iso(e.passedAt),
    enrolled_by: e.enrolledBy && r.enrollerName ? { id: e.enrolledBy, name: r.enrollerName } : null,
    created_at: e.createdAt.toISOString(),
    content_url: r.contentUrl,
    has_file: r.fileId !== null,
  };
}

export interface EnrollmentListQuery extends ListRequest {
  status?: EnrollmentStatus | undefined;
  progress?: 'open' | 'done' | 'overdue' | undefined;
  courseId?: string | undefined;
  contractorId?: string | undefined;
}

export function enrollmentList(deps: AppDeps, p: Principal, q: EnrollmentListQuery) {
  const today = todayOf(deps);
  return listEnrollments(deps.db, { ...q, scope: enrollmentScope(p, deps.db), today }, (r) =>
    enrollmentViewOf(today, r),
  );
}

async function visibleEnrollment(db: DbOrTx, p: Principal, id: string, forUpdate = false) {
  const row = await findEnrollment(db, id, enrollmentScope(p, db), forUpdate);
  if (!row) throw notFound();
  return row;
}

export const enrollmentDetail = async (deps: AppDeps, p: Principal, id: string) =>
  enrollmentViewOf(todayOf(deps), await visibleEnrollment(deps.db, p, id));

/**
 * Enrolls the workers in one course, in one transaction: each must be one the caller may enroll (else
 * 404, as if it did not exist) and, for a partner's course, that partner's (else 422). Workers already
 * enrolled are left as they are and named in the answer.
 */
export async function enrollWorkers(
  deps: AppDeps,
  p: Principal,
  body: EnrollmentCreate,
  ip: string,
): Promise<EnrollmentResult> {
  mustManageTraining(p);
  const today = todayOf(deps);
  const ids = [...new Set(body.contractor_ids)];
  return deps.db.transaction(async (tx) => {
    const course = await visibleCourse(tx, p, body.course_id);
    if (course.course.archivedAt) throw conflict('This course is archived: it takes no new enrollments');
    const workers = await findWorkers(tx, ids, enrollableWorkerScope(p, tx));
    if (workers.length !== ids.length) throw notFound('Worker not found');
    const outsider = workers.find((w) => course.course.partnerId && w.partnerId !== course.course.partnerId);
    if (outsider)
      throw unprocessable([
        {
          loc: ['body', 'contractor_ids'],
          msg: `${outsider.name} works for another partner than this course’s`,
        },
      ]);
    const dueOn =
      body.due_on !== undefined
        ? body.due_on
        : course.course.dueInDays !== null
          ? addDays(today, course.course.dueInDays)
          : null;
    if (dueOn !== null && dueOn < today)
      throw unprocessable([{ loc: ['body', 'due_on'], msg: 'The due date cannot be in the past' }]);
    const now = deps.clock.now();
    const written = await insertEnrollments(
      tx,
      workers.map((w) => ({
        courseId: course.course.id,
        contractorId: w.id,
        partnerId: w.partnerId,
        dueOn,
        enrolledBy: p.userId,
        createdAt: now,
      })),
    );
    for (const r of written) {
      await auditAs(tx, p, ip, {
        action: 'course_enrolled',
        entityType: 'course_enrollment',
        entityId: r.id,
        metadata: { course_id: course.course.id, contractor_id: r.contractorId, due_on: dueOn },
      });
    }
    const newIds = new Set(written.map((r) => r.contractorId));
    const enrolled: EnrollmentView[] = [];
    for (const r of written) enrolled.push(enrollmentViewOf(today, (await findEnrollment(tx, r.id, undefined))!));
    return {
      enrolled,
      already_enrolled: workers.filter((w) => !newIds.has(w.id)).map((w) => ({ id: w.id, name: w.name })),
    };
  });
}

/** The stored status a reported SCORM lesson status stands for, by the worker's partner's settings. */
async function statusOfReport(db: DbOrTx, partnerId: string, reported: string): Promise<EnrollmentStatus> {
  const s = await effectiveSettings(db, partnerId);
  if (reported === s.scorm_completed_status) return 'completed';
  if (reported === s.scorm_passed_status) return 'passed';
  const plain = (ENROLLMENT_STATUSES as readonly string[]).find((x) => x === reported && x !== 'not_attempted');
  if (!plain || plain === 'completed' || plain === 'passed')
    throw unprocessable([
      {
        loc: ['body', 'lesson_status'],
        msg: `Unknown lesson status: report incomplete, ${s.scorm_completed_status}, ${s.scorm_passed_status} or failed`,
      },
    ]);
  return plain as EnrollmentStatus;
}

/** Records a progress report in one audited transaction; the timestamps are kept from the first time. */
export async function reportProgress(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: EnrollmentProgress,
  ip: string,
): Promise<EnrollmentView> {
  await deps.db.transaction(async (tx) => {
    const row = await visibleEnrollment(tx, p, id, true);
    const to = await statusOfReport(tx, row.e.partnerId, body.lesson_status);
    mustReport(p, to, body.score);
    const from = row.e.status;
    if (from === to) {
      // The same report twice (a double click): nothing changes.
      if (body.score === undefined || body.score === row.e.score) return;
    } else if (!mayMoveEnrollment(from, to)) {
      throw conflict(
        `A course that is ${ENROLLMENT_STATUS_LABELS[from].toLowerCase()} cannot be marked ${ENROLLMENT_STATUS_LABELS[to].toLowerCase()}`,
      );
    }
    const now = deps.clock.now();
    await updateEnrollment(tx, id, {
      status: to,
      ...(body.score !== undefined && { score: body.score }),
      startedAt: row.e.startedAt ?? now,
      ...(isEnrollmentDone(to) && !row.e.completedAt && { completedAt: now }),
      ...(to === 'passed' && { passedAt: now }),
      updatedAt: now,
    });
    await auditAs(tx, p, ip, {
      action: 'course_progress',
      entityType: 'course_enrollment',
      entityId: id,
      metadata: { from, to, lesson_status: body.lesson_status, score: body.score ?? null },
    });
  });
  return enrollmentDetail(deps, p, id);
}

/**
 * Unenrolls a worker (decision 0081): an open enrollment is removed, in one audited transaction that keeps
 * what it was (course, worker, status, score, due date) in the audit row; a completed or passed one is
 * the worker's training record and stays (409). Staff and the partner's users, for the workers they see.
 */
export async function unenroll(deps: AppDeps, p: Principal, id: string, ip: string): Promise<void> {
  mustManageTraining(p);
  await deps.db.transaction(async (tx) => {
    const row = await visibleEnrollment(tx, p, id, true);
    if (!mayUnenroll(row.e))
      throw conflict(
        `${row.contractorName} has ${ENROLLMENT_STATUS_LABELS[row.e.status].toLowerCase()} this course: a completed enrollment stays on the worker’s record`,
      );
    await deleteEnrollment(tx, id);
    await auditAs(tx, p, ip, {
      action: 'course_unenrolled',
      entityType: 'course_enrollment',
      entityId: id,
      metadata: {
        course_id: row.e.courseId,
        contractor_id: row.e.contractorId,
        status: row.e.status,
        score: row.e.score,
        due_on: row.e.dueOn,
        enrolled_at: row.e.createdAt.toISOString(),
      },
    });
  });
}
