/** Who sees which part of /training (decision 0076): the rules stay here, not inline in components. */
import { choosesCoursePartner, managesTraining, type AccessSubject } from '@app/domain';

/** A worker takes its own courses: the page shows "My training" instead of the staff tabs. */
export const takesCourses = (s: AccessSubject) => s.userType === 'contractor';
/** Staff and a partner's users keep courses and enroll workers. */
export const keepsCourses = (s: AccessSubject) => managesTraining(s);
/** Staff see every partner's rows, so the lists name the partner and the course form asks for it. */
export const seesTrainingPartners = (s: AccessSubject) => choosesCoursePartner(s);

/**
 * Editing and archiving: staff any course; a partner's users their own (they see no other partner's, only
 * platform-wide ones, which the platform keeps).
 */
export const archivesCourse = (s: AccessSubject, course: { partner: unknown }) =>
  keepsCourses(s) && (seesTrainingPartners(s) || course.partner !== null);
export const editsCourse = archivesCourse;
/** Unenrolling: those who enroll (the API scopes the enrollment to the workers they see). */
export const unenrollsWorkers = (s: AccessSubject) => keepsCourses(s);
