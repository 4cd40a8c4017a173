/** Who keeps courses, enrolls workers and reports which progress (decision 0076). */
import { choosesCoursePartner, gradesEnrollments, managesTraining, WORKER_REPORTED_STATUSES } from '@app/domain';
import type { EnrollmentStatus } from '@app/domain';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** Staff and a partner's users keep courses and enroll; workers and everyone else do not. */
export function mustManageTraining(p: Principal) {
  if (!managesTraining(p.subject)) throw forbidden('Only staff keep courses and enroll workers');
}

/**
 * The partner a new course belongs to: staff name one (or none: platform-wide); a partner's users their
 * own — another partner's id is answered like one that does not exist.
 */
export function coursePartnerOf(p: Principal, asked: string | null): string | null {
  if (choosesCoursePartner(p.subject)) return asked;
  if (asked !== null && asked !== p.partnerId) throw notFound();
  return p.partnerId;
}

/** A platform-wide course is the platform's to archive; a partner's, the partner's and staff's. */
export function mustKeepCourse(p: Principal, coursePartnerId: string | null) {
  mustManageTraining(p);
  if (!choosesCoursePartner(p.subject) && coursePartnerId !== p.partnerId)
    throw forbidden('A platform course is kept by the platform');
}

/**
 * A worker reports its own progress (in progress, completed); staff also record passed and failed, and
 * the score — a worker never grades itself.
 */
export function mustReport(p: Principal, to: EnrollmentStatus, score: number | null | undefined) {
  if (gradesEnrollments(p.subject)) return;
  if (p.userType !== 'contractor' || !WORKER_REPORTED_STATUSES.includes(to))
    throw forbidden('Only staff record a passed or failed result');
  if (score !== undefined) throw forbidden('Only staff record a score');
}
