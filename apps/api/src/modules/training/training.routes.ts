/**
 * /v2/courses and /v2/course_enrollments (decision 0076), behind the /training page: staff and a
 * partner's users keep courses (a file or an address; edited, archived, never deleted) and enroll and
 * unenroll workers (a done enrollment stays: decision 0081); a
 * worker reads its enrollments, opens the course and reports its progress. Lists page, sort, filter and
 * export as CSV; another partner's rows are 404.
 */
import type { FastifyInstance } from 'fastify';
import {
  COURSE_SORTS,
  ENROLLMENT_SORTS,
  ENROLLMENT_STATUS_LABELS,
  courseCreateSchema,
  courseFilters,
  courseUpdateSchema,
  courseViewSchema,
  enrollmentCreateSchema,
  enrollmentDueBadge,
  enrollmentFilters,
  enrollmentProgressSchema,
  enrollmentResultSchema,
  enrollmentViewSchema,
  fileLinkSchema,
  type CourseView,
  type EnrollmentView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import {
  archiveCourse,
  courseDetail,
  courseFileLink,
  courseList,
  createCourse,
  editCourse,
} from './courses.service.js';
import { enrollWorkers, enrollmentDetail, enrollmentList, reportProgress, unenroll } from './enrollments.service.js';

const access = { userTypes: ['admin', 'eor', 'partner', 'contractor'] as const, link: '/training' };
const courseTags = ['courses'];
const enrollmentTags = ['course_enrollments'];

const courseCsv: CsvColumn<CourseView>[] = [
  { header: 'Course', value: (c) => c.title },
  { header: 'Partner', value: (c) => c.partner?.name ?? 'Platform-wide' },
  { header: 'Due in days', value: (c) => (c.due_in_days === null ? '' : String(c.due_in_days)) },
  { header: 'Content', value: (c) => c.content_url ?? c.filename ?? '' },
  { header: 'Enrolled', value: (c) => String(c.enrolled) },
  { header: 'Done', value: (c) => String(c.done) },
  { header: 'Status', value: (c) => c.status },
  { header: 'Created', value: (c) => c.created_at },
];

const enrollmentCsv: CsvColumn<EnrollmentView>[] = [
  { header: 'Course', value: (e) => e.course.name },
  { header: 'Worker', value: (e) => e.contractor.name },
  { header: 'Partner', value: (e) => e.partner.name },
  { header: 'Due', value: (e) => e.due_on ?? '' },
  { header: 'Status', value: (e) => ENROLLMENT_STATUS_LABELS[e.status] },
  { header: 'Due badge', value: (e) => enrollmentDueBadge(e) ?? '' },
  { header: 'Score', value: (e) => (e.score === null ? '' : String(e.score)) },
  { header: 'Completed', value: (e) => e.completed_at ?? '' },
  { header: 'Passed', value: (e) => e.passed_at ?? '' },
];

export async function trainingRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/courses',
    access,
    tags: courseTags,
    query: listQuerySchema(COURSE_SORTS, courseFilters),
    row: courseViewSchema,
    list: ({ principal, query: q }) =>
      courseList(deps, principal, {
        status: q.status,
        partnerId: q.partner_id,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'courses', columns: () => courseCsv },
  });

  route(app, {
    method: 'GET',
    url: '/v2/courses/:id',
    access,
    tags: courseTags,
    params: idParams,
    response: courseViewSchema,
    handler: ({ principal, params }) => courseDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/courses',
    access,
    tags: courseTags,
    body: courseCreateSchema,
    response: courseViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createCourse(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/courses/:id',
    access,
    tags: courseTags,
    params: idParams,
    body: courseUpdateSchema,
    response: courseViewSchema,
    handler: ({ principal, params, body, request }) => editCourse(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/courses/:id/archive',
    access,
    tags: courseTags,
    params: idParams,
    response: courseViewSchema,
    handler: ({ principal, params, request }) => archiveCourse(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/courses/:id/file_link',
    access,
    tags: courseTags,
    params: idParams,
    response: fileLinkSchema,
    handler: ({ principal, params, request }) => courseFileLink(deps, principal, params.id, request.ip),
  });

  listRoute(app, {
    url: '/v2/course_enrollments',
    access,
    tags: enrollmentTags,
    query: listQuerySchema(ENROLLMENT_SORTS, enrollmentFilters),
    row: enrollmentViewSchema,
    list: ({ principal, query: q }) =>
      enrollmentList(deps, principal, {
        status: q.status,
        progress: q.progress,
        courseId: q.course_id,
        contractorId: q.contractor_id,
        sort: sortOf(q, 'due_on'),
        ...pageOf(q),
      }),
    csv: { filename: 'course-enrollments', columns: () => enrollmentCsv },
  });

  route(app, {
    method: 'GET',
    url: '/v2/course_enrollments/:id',
    access,
    tags: enrollmentTags,
    params: idParams,
    response: enrollmentViewSchema,
    handler: ({ principal, params }) => enrollmentDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/course_enrollments',
    access,
    tags: enrollmentTags,
    body: enrollmentCreateSchema,
    response: enrollmentResultSchema,
    status: 201,
    handler: ({ principal, body, request }) => enrollWorkers(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/course_enrollments/:id',
    access,
    tags: enrollmentTags,
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await unenroll(deps, principal, params.id, request.ip);
      return null;
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/course_enrollments/:id/progress',
    access,
    tags: enrollmentTags,
    params: idParams,
    body: enrollmentProgressSchema,
    response: enrollmentViewSchema,
    handler: ({ principal, params, body, request }) => reportProgress(deps, principal, params.id, body, request.ip),
  });
}
