/**
 * Courses (decision 0076): a partner's own or platform-wide, with content as an uploaded file (PDF, PNG or
 * JPEG by its bytes, kept through the storage interface like documents) or an https address, and the days
 * a worker has to finish it. Created, edited and archived (never deleted) in one audited transaction each; the
 * file is opened through a short-lived link of the file endpoint (lib/file-links.ts).
 */
import { DOCUMENT_MAX_BYTES, type CourseCreate, type CourseUpdate, type CourseView, type FileLink } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { fileLinkFor } from '../../lib/file-links.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { decodeBase64File, sniffDocument } from '../../lib/uploads.js';
import { coursePartnerOf, mustKeepCourse, mustManageTraining } from './training.policy.js';
import {
  findCourse,
  insertCourse,
  insertStoredFile,
  listCourses,
  partnerExists,
  updateCourse,
  type CourseJoined,
} from './training.repository.js';
import { courseScope, enrollmentScope } from './training.scope.js';

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

function courseViewOf(r: CourseJoined): CourseView {
  const c = r.course;
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    partner: c.partnerId && r.partnerName ? { id: c.partnerId, name: r.partnerName } : null,
    due_in_days: c.dueInDays,
    content_url: c.contentUrl,
    filename: c.fileId ? r.filename : null,
    status: c.archivedAt ? 'archived' : 'active',
    enrolled: Number(r.enrolled),
    done: Number(r.done),
    created_at: c.createdAt.toISOString(),
    created_by: c.createdBy && r.creatorName ? { id: c.createdBy, name: r.creatorName } : null,
  };
}

export interface CourseListQuery extends ListRequest {
  status: 'active' | 'archived';
  partnerId?: string | undefined;
}

export const courseList = (deps: AppDeps, p: Principal, q: CourseListQuery) =>
  listCourses(
    deps.db,
    { ...q, scope: courseScope(p, deps.db), countWithin: enrollmentScope(p, deps.db) },
    courseViewOf,
  );

/** The course as the caller sees it, or 404 (another partner's, or a course the worker is not in). */
export async function visibleCourse(db: DbOrTx, p: Principal, id: string, forUpdate = false) {
  const row = await findCourse(db, id, courseScope(p, db), enrollmentScope(p, db), forUpdate);
  if (!row) throw notFound();
  return row;
}

export const courseDetail = async (deps: AppDeps, p: Principal, id: string) =>
  courseViewOf(await visibleCourse(deps.db, p, id));

function decodeCourseFile(b64: string) {
  const fail = (msg: string) => unprocessable([{ loc: ['body', 'content_base64'], msg }]);
  const bytes = decodeBase64File(
    b64,
    { maxBytes: DOCUMENT_MAX_BYTES, tooLarge: `The file must be at most ${MAX_MB} MB` },
    fail,
  );
  const contentType = sniffDocument(bytes);
  if (!contentType) throw fail('Upload a PDF, PNG or JPEG file');
  return { bytes, contentType };
}

export async function createCourse(deps: AppDeps, p: Principal, body: CourseCreate, ip: string): Promise<CourseView> {
  mustManageTraining(p);
  const partnerId = coursePartnerOf(p, body.partner_id);
  if (partnerId && !(await partnerExists(deps.db, partnerId)))
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
  const file = body.content_base64 !== undefined ? decodeCourseFile(body.content_base64) : null;
  const storageKey = file ? await deps.storage.put(file.bytes) : null;
  // The file is removed only when its row was not written: a failed read afterwards leaves both.
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const fileId =
        file && storageKey
          ? await insertStoredFile(tx, {
              partnerId,
              purpose: 'course',
              filename: body.filename!,
              contentType: file.contentType,
              sizeBytes: file.bytes.length,
              storageKey,
              createdBy: p.userId,
            })
          : null;
      const courseId = await insertCourse(tx, {
        partnerId,
        title: body.title,
        description: body.description,
        contentUrl: fileId ? null : body.content_url,
        fileId,
        dueInDays: body.due_in_days,
        createdBy: p.userId,
        createdAt: deps.clock.now(),
      });
      await auditAs(tx, p, ip, {
        action: 'course_created',
        entityType: 'course',
        entityId: courseId,
        metadata: { partner_id: partnerId, content: fileId ? 'file' : 'url', due_in_days: body.due_in_days },
      });
      return courseId;
    });
  } catch (err) {
    // No row, no file: the bytes would otherwise sit in storage unreachable.
    if (storageKey) await deps.storage.remove(storageKey);
    throw err;
  }
  return courseDetail(deps, p, id);
}

/**
 * Edits a course's title, description and due days (decision 0081) in one audited transaction — by those
 * who keep it (a platform course by the platform); an archived course stays as it was. The new due days
 * count for enrollments made from now on: the due dates already given stay.
 */
export async function editCourse(deps: AppDeps, p: Principal, id: string, body: CourseUpdate, ip: string) {
  mustManageTraining(p);
  await deps.db.transaction(async (tx) => {
    const row = await visibleCourse(tx, p, id, true);
    mustKeepCourse(p, row.course.partnerId);
    if (row.course.archivedAt) throw conflict('This course is archived: it can no longer be changed');
    const before = { title: row.course.title, description: row.course.description, due_in_days: row.course.dueInDays };
    const changes = Object.fromEntries(
      (Object.keys(body) as (keyof CourseUpdate)[])
        .filter((k) => body[k] !== undefined && body[k] !== before[k])
        .map((k) => [k, { from: before[k], to: body[k] }]),
    );
    if (Object.keys(changes).length === 0) return;
    await updateCourse(tx, id, {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.due_in_days !== undefined && { dueInDays: body.due_in_days }),
    });
    await auditAs(tx, p, ip, { action: 'course_updated', entityType: 'course', entityId: id, metadata: { changes } });
  });
  return courseDetail(deps, p, id);
}

/** Archived courses take no new enrollments; the enrollments already made stay as they are. */
export async function archiveCourse(deps: AppDeps, p: Principal, id: string, ip: string) {
  mustManageTraining(p);
  await deps.db.transaction(async (tx) => {
    const row = await visibleCourse(tx, p, id, true);
    mustKeepCourse(p, row.course.partnerId);
    if (row.course.archivedAt) throw conflict('This course is already archived');
    await updateCourse(tx, id, { archivedAt: deps.clock.now(), archivedBy: p.userId });
    await auditAs(tx, p, ip, { action: 'course_archived', entityType: 'course', entityId: id });
  });
  return courseDetail(deps, p, id);
}

/** A link to the course's file for the caller alone, for a few minutes. */
export async function courseFileLink(deps: AppDeps, p: Principal, id: string, ip: string): Promise<FileLink> {
  const row = await visibleCourse(deps.db, p, id);
  if (!row.course.fileId) throw notFound('This course has no file: open its address instead');
  const link = await fileLinkFor(deps, p, row.course.fileId);
  await auditAs(deps.db, p, ip, { action: 'course_opened', entityType: 'course', entityId: id });
  return link;
}
