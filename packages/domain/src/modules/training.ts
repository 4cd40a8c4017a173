/**
 * Training (issue 15; decision 0076): courses — a title, a description, content as an uploaded file or
 * a URL, a partner's own or platform-wide, and the days a worker has to finish one — and enrollments of
 * workers in them with a due date and a SCORM 1.2 lesson status. The two statuses that count as done are
 * the public globals' `scorm_completed_status` and `scorm_passed_status` ('completed', 'passed'): a
 * progress report names the lesson status as a SCORM package reports it, and the API maps the effective
 * settings' values onto the stored statuses below.
 */
import { z } from 'zod';
import type { AccessSubject } from '../capabilities.js';
import { isAdminLike } from '../roles.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars, base64ContentSchema } from '../validators.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

/** SCORM 1.2 cmi.core.lesson_status values an enrollment holds ('not attempted' spelt with an underscore). */
export const ENROLLMENT_STATUSES = ['not_attempted', 'incomplete', 'completed', 'passed', 'failed'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** The defaults of the public globals' scorm_completed_status and scorm_passed_status. */
export const SCORM_COMPLETED_STATUS = 'completed' satisfies EnrollmentStatus;
export const SCORM_PASSED_STATUS = 'passed' satisfies EnrollmentStatus;
export const DONE_ENROLLMENT_STATUSES: readonly EnrollmentStatus[] = ['completed', 'passed'];
export const isEnrollmentDone = (s: EnrollmentStatus) => DONE_ENROLLMENT_STATUSES.includes(s);

export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = {
  not_attempted: 'Not started',
  incomplete: 'In progress',
  completed: 'Completed',
  passed: 'Passed',
  failed: 'Failed',
};

/**
 * The guarded table: from each status, where a progress report may lead. A worker reports
 * incomplete and completed; staff also record passed and failed (a test's result). Passed is final;
 * a failed course may be retaken.
 */
export const ENROLLMENT_TRANSITIONS: Record<EnrollmentStatus, readonly EnrollmentStatus[]> = {
  not_attempted: ['incomplete', 'completed', 'passed', 'failed'],
  incomplete: ['completed', 'passed', 'failed'],
  completed: ['passed', 'failed'],
  failed: ['incomplete', 'completed', 'passed'],
  passed: [],
};
export const WORKER_REPORTED_STATUSES: readonly EnrollmentStatus[] = ['incomplete', 'completed'];

export const mayMoveEnrollment = (from: EnrollmentStatus, to: EnrollmentStatus) =>
  ENROLLMENT_TRANSITIONS[from].includes(to);

/** A worker is reminded this many days before a course is due, and once more when it is overdue. */
export const TRAINING_REMINDER_DAYS = 7;

/** Staff and a partner's users keep courses and enroll workers; workers take their own courses. */
export const managesTraining = (s: Pick<AccessSubject, 'userType'>) =>
  isAdminLike(s.userType) || s.userType === 'partner';
/** Whether the caller names the partner a course is of (staff: a partner's, or none for platform-wide). */
export const choosesCoursePartner = (s: Pick<AccessSubject, 'userType'>) => isAdminLike(s.userType);
/** Whether the caller records a test's result (passed, failed) rather than only their own progress. */
export const gradesEnrollments = managesTraining;

const text = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max).refine(hasNoControlChars, CONTROL_CHARS_MESSAGE);

const httpsUrl = z
  .string()
  .trim()
  .max(2000)
  .url('Enter the course’s address, e.g. https://learn.example.com/course')
  .refine((u) => /^https:\/\//i.test(u), 'The address must start with https://');

export const COURSE_STATUSES = ['active', 'archived'] as const;
export const COURSE_SORTS = ['title', 'created_at'] as const;
export const ENROLLMENT_SORTS = ['due_on', 'created_at', 'status'] as const;

/**
 * POST /v2/courses: its content is either a file (PDF, PNG or JPEG, checked by its bytes) or an https
 * address, not both. Staff may name the partner (none: every partner's workers may be enrolled).
 */
export const courseCreateSchema = z
  .object({
    title: text(160, 'Name the course'),
    description: z.string().trim().max(4000).refine(hasNoControlChars, CONTROL_CHARS_MESSAGE).default(''),
    partner_id: z.string().uuid().nullable().default(null),
    due_in_days: z.number().int().min(1, 'At least 1 day').max(365, 'At most 365 days').nullable().default(null),
    content_url: httpsUrl.nullable().default(null),
    filename: text(200, 'File name is required').optional(),
    content_base64: base64ContentSchema.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const file = v.content_base64 !== undefined;
    if (file && v.content_url)
      ctx.addIssue({ code: 'custom', path: ['content_url'], message: 'Give a file or an address, not both' });
    if (!file && !v.content_url)
      ctx.addIssue({ code: 'custom', path: ['content_url'], message: 'Upload the course file or give its address' });
    if (file && !v.filename) ctx.addIssue({ code: 'custom', path: ['filename'], message: 'File name is required' });
  });
export type CourseCreate = z.infer<typeof courseCreateSchema>;
export type CourseCreateInput = z.input<typeof courseCreateSchema>;

/**
 * PATCH /v2/courses/:id (decision 0081): the title, description and due days of an active course; the
 * content and the partner stay. A new due_in_days counts for enrollments made from now on — the due
 * dates already given stay.
 */
export const courseUpdateSchema = z
  .object({
    title: text(160, 'Name the course'),
    description: z.string().trim().max(4000).refine(hasNoControlChars, CONTROL_CHARS_MESSAGE),
    due_in_days: z.number().int().min(1, 'At least 1 day').max(365, 'At most 365 days').nullable(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field');
export type CourseUpdate = z.infer<typeof courseUpdateSchema>;
export type CourseUpdateInput = z.input<typeof courseUpdateSchema>;

export const courseViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The partner whose workers take it; null: platform-wide. */
  partner: namedRefSchema.nullable(),
  due_in_days: z.number().int().nullable(),
  content_url: z.string().nullable(),
  /** The uploaded file's name (opened through GET /v2/courses/:id/file_link), null for a URL. */
  filename: z.string().nullable(),
  status: z.enum(COURSE_STATUSES),
  enrolled: z.number().int(),
  done: z.number().int(),
  created_at: z.string(),
  created_by: namedRefSchema.nullable(),
});
export type CourseView = z.infer<typeof courseViewSchema>;

export const courseFilters = {
  status: z.enum(COURSE_STATUSES).default('active'),
  partner_id: z.string().uuid().optional(),
};

/** POST /v2/course_enrollments: one course, one or more workers; the due date defaults from the course. */
export const enrollmentCreateSchema = z
  .object({
    course_id: z.string().uuid(),
    contractor_ids: z.array(z.string().uuid()).min(1, 'Choose at least one worker').max(200),
    due_on: calendarDateSchema().nullable().optional(),
  })
  .strict();
export type EnrollmentCreate = z.infer<typeof enrollmentCreateSchema>;
export type EnrollmentCreateInput = z.input<typeof enrollmentCreateSchema>;

/**
 * POST /v2/course_enrollments/:id/progress: the lesson status as SCORM reports it — the public globals'
 * scorm_completed_status or scorm_passed_status, or incomplete or failed — with an optional score.
 */
export const enrollmentProgressSchema = z
  .object({
    lesson_status: z.string().trim().min(1, 'Report a lesson status').max(40),
    score: z.number().int().min(0).max(100).nullable().optional(),
  })
  .strict();
export type EnrollmentProgress = z.infer<typeof enrollmentProgressSchema>;

export const enrollmentViewSchema = z.object({
  id: z.string(),
  course: namedRefSchema,
  contractor: namedRefSchema,
  partner: namedRefSchema,
  due_on: z.string().nullable(),
  /** Days until due (negative once overdue) by the server's today; null without a due date. */
  days_left: z.number().int().nullable(),
  overdue: z.boolean(),
  status: z.enum(ENROLLMENT_STATUSES),
  done: z.boolean(),
  score: z.number().int().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  passed_at: z.string().nullable(),
  enrolled_by: namedRefSchema.nullable(),
  created_at: z.string(),
  /** Whether the course has a file (GET /v2/courses/:id/file_link) or an address to open. */
  content_url: z.string().nullable(),
  has_file: z.boolean(),
});
export type EnrollmentView = z.infer<typeof enrollmentViewSchema>;

export const enrollmentResultSchema = z.object({
  enrolled: z.array(enrollmentViewSchema),
  /** Workers already enrolled in the course: left as they were. */
  already_enrolled: z.array(namedRefSchema),
});
export type EnrollmentResult = z.infer<typeof enrollmentResultSchema>;

export const enrollmentFilters = {
  status: z.enum(ENROLLMENT_STATUSES).optional(),
  progress: z.enum(['open', 'done', 'overdue']).optional(),
  course_id: z.string().uuid().optional(),
  contractor_id: z.string().uuid().optional(),
};

/**
 * Whether an enrollment may be removed (DELETE /v2/course_enrollments/:id, decision 0081): an open one may;
 * a completed or passed one is the worker's training record and stays.
 */
export const mayUnenroll = (e: { status: EnrollmentStatus }) => !isEnrollmentDone(e.status);

/** The badge of an open enrollment: 'Overdue', 'Due today', 'Due in N days'; null when done or not due. */
export function enrollmentDueBadge(e: Pick<EnrollmentView, 'done' | 'days_left'>): string | null {
  if (e.done || e.days_left === null) return null;
  if (e.days_left < 0) return 'Overdue';
  if (e.days_left === 0) return 'Due today';
  return `Due in ${e.days_left} day${e.days_left === 1 ? '' : 's'}`;
}
