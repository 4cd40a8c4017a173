/** The SQL of training: courses, enrollments (lists, one row, the writes) and the reminders' reads. */
import {
  aliasedTable,
  and,
  asc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  contractors,
  courseEnrollments,
  courses,
  expiryRemindersSent,
  partners,
  storedFiles,
  users,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type CourseRow = typeof courses.$inferSelect;
export type EnrollmentRow = typeof courseEnrollments.$inferSelect;

const DONE: EnrollmentRow['status'][] = ['completed', 'passed'];
const personName = (u: typeof users) => sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;
const contractorName = sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`;

/* ------------------------------------------------------------------ courses */

/**
 * A course's enrollments counted among those the caller sees (`within`: the enrollment scope): a
 * platform-wide course's counts never tell a partner about another partner's workers.
 */
const enrollmentCount = (db: DbOrTx, within: SQL | undefined, done: boolean) =>
  sql<number>`(${db
    .select({ n: sql`count(*)::int` })
    .from(courseEnrollments)
    .where(
      and(
        eq(courseEnrollments.courseId, courses.id),
        done ? inArray(courseEnrollments.status, DONE) : undefined,
        within,
      ),
    )})`;

const courseSelect = <E extends Record<string, SQL> = Record<never, SQL>>(
  db: DbOrTx,
  within: SQL | undefined,
  extra = {} as E,
) =>
  db
    .select({
      course: courses,
      partnerName: partners.name,
      filename: storedFiles.filename,
      creatorName: personName(users),
      enrolled: enrollmentCount(db, within, false),
      done: enrollmentCount(db, within, true),
      ...extra,
    })
    .from(courses)
    .leftJoin(partners, eq(partners.id, courses.partnerId))
    .leftJoin(storedFiles, eq(storedFiles.id, courses.fileId))
    .leftJoin(users, eq(users.id, courses.createdBy));

export type CourseJoined = Awaited<ReturnType<ReturnType<typeof courseSelect>['execute']>>[number];

const COURSE_SORTS: KeyMap = { title: courses.title, created_at: courses.createdAt };

export interface CourseFilter extends ListRequest {
  scope: SQL | undefined;
  /** The enrollments the caller sees: what the counts count. */
  countWithin: SQL | undefined;
  status: 'active' | 'archived';
  partnerId?: string | undefined;
}

export function listCourses<V>(db: DbOrTx, f: CourseFilter, view: (r: CourseJoined) => V) {
  const t = courses;
  const where = and(
    f.scope,
    f.status === 'active' ? isNull(t.archivedAt) : isNotNull(t.archivedAt),
    f.partnerId ? eq(t.partnerId, f.partnerId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => courseSelect(db, f.countWithin, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(COURSE_SORTS, f.sort, 'created_at', [t.id]),
    request: f,
    view,
  });
}

export async function findCourse(
  db: DbOrTx,
  id: string,
  scope: SQL | undefined,
  countWithin: SQL | undefined,
  forUpdate = false,
) {
  const q = courseSelect(db, countWithin).where(and(eq(courses.id, id), scope));
  const [row] = forUpdate ? await q.for('update', { of: courses }) : await q;
  return row ?? null;
}

export async function insertCourse(db: DbOrTx, values: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
  return row!.id;
}

export async function updateCourse(db: DbOrTx, id: string, values: Partial<typeof courses.$inferInsert>) {
  await db.update(courses).set(values).where(eq(courses.id, id));
}

export async function insertStoredFile(db: DbOrTx, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  return row!.id;
}

export { partnerExists } from '../../lib/partners.js';

/* -------------------------------------------------------------- enrollments */

const enroller = aliasedTable(users, 'enroller');

const enrollmentSelect = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      e: courseEnrollments,
      courseTitle: courses.title,
      contentUrl: courses.contentUrl,
      fileId: courses.fileId,
      contractorName,
      partnerName: partners.name,
      enrollerName: personName(enroller),
      ...extra,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .innerJoin(contractors, eq(contractors.id, courseEnrollments.contractorId))
    .innerJoin(partners, eq(partners.id, courseEnrollments.partnerId))
    .leftJoin(enroller, eq(enroller.id, courseEnrollments.enrolledBy));

export type EnrollmentJoined = Awaited<ReturnType<ReturnType<typeof enrollmentSelect>['execute']>>[number];

const ENROLLMENT_SORTS: KeyMap = {
  due_on: courseEnrollments.dueOn,
  created_at: courseEnrollments.createdAt,
  status: courseEnrollments.status,
};

export interface EnrollmentFilter extends ListRequest {
  scope: SQL | undefined;
  status?: EnrollmentRow['status'] | undefined;
  progress?: 'open' | 'done' | 'overdue' | undefined;
  courseId?: string | undefined;
  contractorId?: string | undefined;
  today: string;
}

export function listEnrollments<V>(db: DbOrTx, f: EnrollmentFilter, view: (r: EnrollmentJoined) => V) {
  const t = courseEnrollments;
  const where = and(
    f.scope,
    f.status ? eq(t.status, f.status) : undefined,
    f.progress === 'done' ? inArray(t.status, DONE) : undefined,
    f.progress === 'open' ? notInArray(t.status, DONE) : undefined,
    f.progress === 'overdue' ? and(notInArray(t.status, DONE), lt(t.dueOn, f.today)) : undefined,
    f.courseId ? eq(t.courseId, f.courseId) : undefined,
    f.contractorId ? eq(t.contractorId, f.contractorId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => enrollmentSelect(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(ENROLLMENT_SORTS, f.sort, 'due_on', [t.id]),
    request: f,
    view,
  });
}

export async function findEnrollment(db: DbOrTx, id: string, scope: SQL | undefined, forUpdate = false) {
  const q = enrollmentSelect(db).where(and(eq(courseEnrollments.id, id), scope));
  const [row] = forUpdate ? await q.for('update', { of: courseEnrollments }) : await q;
  return row ?? null;
}

/** The workers among `ids` the scope lets the caller enroll. */
export function findWorkers(db: DbOrTx, ids: string[], scope: SQL | undefined) {
  return db
    .select({ id: contractors.id, partnerId: contractors.partnerId, name: contractorName })
    .from(contractors)
    .where(and(inArray(contractors.id, ids), scope));
}

/** Inserts the enrollments not there yet; answers the ids written (an existing one is left alone). */
export async function insertEnrollments(db: DbOrTx, values: (typeof courseEnrollments.$inferInsert)[]) {
  if (values.length === 0) return [];
  const rows = await db
    .insert(courseEnrollments)
    .values(values)
    .onConflictDoNothing({ target: [courseEnrollments.courseId, courseEnrollments.contractorId] })
    .returning({ id: courseEnrollments.id, contractorId: courseEnrollments.contractorId });
  return rows;
}

export async function updateEnrollment(db: DbOrTx, id: string, values: Partial<typeof courseEnrollments.$inferInsert>) {
  await db.update(courseEnrollments).set(values).where(eq(courseEnrollments.id, id));
}

/** Removes an open enrollment (the service refuses a done one; the audit row keeps what it was). */
export async function deleteEnrollment(db: DbOrTx, id: string) {
  await db.delete(courseEnrollments).where(eq(courseEnrollments.id, id));
}

/* ---------------------------------------------------------------- reminders */

/**
 * Open enrollments of active courses due by `until` whose worker (an active user of the contractor) was
 * not yet told at this stage and due date: overdue ones (due before `today`) as 'course_overdue', the
 * others as 'course_due'.
 */
export function enrollmentsDueReminder(db: DbOrTx, today: string, until: string) {
  const stage = sql<
    'course_due' | 'course_overdue'
  >`case when ${courseEnrollments.dueOn} < ${today}::date then 'course_overdue' else 'course_due' end`;
  return db
    .select({
      id: courseEnrollments.id,
      dueOn: sql<string>`${courseEnrollments.dueOn}::text`,
      stage,
      courseTitle: courses.title,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .innerJoin(users, and(eq(users.contractorId, courseEnrollments.contractorId), eq(users.active, true)))
    .where(
      and(
        notInArray(courseEnrollments.status, DONE),
        isNull(courses.archivedAt),
        isNotNull(courseEnrollments.dueOn),
        lte(courseEnrollments.dueOn, until),
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(expiryRemindersSent)
            .where(
              and(
                sql`${expiryRemindersSent.subjectKind} = ${stage}`,
                eq(expiryRemindersSent.subjectId, courseEnrollments.id),
                eq(expiryRemindersSent.userId, users.id),
                eq(expiryRemindersSent.expiresOn, courseEnrollments.dueOn),
              ),
            ),
        )}`,
      ),
    )
    .orderBy(asc(users.id), asc(courseEnrollments.dueOn), asc(courseEnrollments.id));
}
