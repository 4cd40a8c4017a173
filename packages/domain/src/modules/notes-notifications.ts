/**
 * Contracts of notes and notifications (issue 15; decision 0072).
 *
 * Notes: a short text on one record (a contractor, client, assignment or invoice) with its author and
 * time, for the tenant's staff only — platform staff and the record's partner's users; never a
 * contractor, a client or a sales partner. Edited by its author within NOTE_EDIT_MINUTES, archived (never
 * deleted) by its author or platform staff.
 *
 * Notifications: an event (what happened, to which record) delivered to each recipient as one
 * notification row (to whom), read or unread; per-user preferences per event type and channel.
 */
import { z } from 'zod';
import type { UserType } from '../enums.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../validators.js';
import { namedRefSchema } from './timesheets/contracts.js';

export const NOTE_SUBJECT_TYPES = ['contractor', 'client', 'assignment', 'invoice'] as const;
export type NoteSubjectType = (typeof NOTE_SUBJECT_TYPES)[number];
/** An author may correct a note this long after writing it; later it stays as written. */
export const NOTE_EDIT_MINUTES = 15;
export const NOTE_MAX_LENGTH = 5000;
export const NOTE_SORTS = ['created_at'] as const;

const noteText = z
  .string()
  .trim()
  .min(1, 'Write the note')
  .max(NOTE_MAX_LENGTH, `At most ${NOTE_MAX_LENGTH} characters`)
  .refine((s) => hasNoControlChars(s.replace(/[\n\t]/g, ' ')), CONTROL_CHARS_MESSAGE);

export const noteCreateSchema = z
  .object({ subject_type: z.enum(NOTE_SUBJECT_TYPES), subject_id: z.string().uuid(), body: noteText })
  .strict();
export type NoteCreate = z.infer<typeof noteCreateSchema>;
export const noteUpdateSchema = z.object({ body: noteText }).strict();
export type NoteUpdate = z.infer<typeof noteUpdateSchema>;

export const noteFilters = {
  subject_type: z.enum(NOTE_SUBJECT_TYPES).optional(),
  subject_id: z.string().uuid().optional(),
  /** 'me': only the caller's own notes. */
  author: z.enum(['me']).optional(),
  status: z.enum(['active', 'archived']).default('active'),
  q: z.string().trim().max(100).optional(),
};

export const noteViewSchema = z.object({
  id: z.string(),
  subject_type: z.enum(NOTE_SUBJECT_TYPES),
  subject_id: z.string(),
  subject_name: z.string().nullable(),
  body: z.string(),
  author: namedRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  can_edit: z.boolean(),
  can_archive: z.boolean(),
});
export type NoteView = z.infer<typeof noteViewSchema>;

/** The page of each subject type in the web app (a note links back to its record). */
export const NOTE_SUBJECT_PATHS: Record<NoteSubjectType, string> = {
  contractor: '/contractors',
  client: '/clients',
  assignment: '/assignments',
  invoice: '/invoices',
};

export const EVENT_TYPES = [
  'time_to_approve',
  'time_rejected',
  'invoice_issued',
  'payment_received',
  'pay_stub_ready',
  'document_to_sign',
  'document_expiring',
  'message_received',
  'screening_result',
  'work_authorization_expiring',
  'i9_section2_overdue',
  'invoice_overdue',
  'license_expiring',
  'handbook_to_acknowledge',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const EVENT_LABELS: Record<EventType, string> = {
  time_to_approve: 'Time to approve',
  time_rejected: 'Time rejected',
  invoice_issued: 'Invoice issued',
  payment_received: 'Payment received',
  pay_stub_ready: 'Pay stub ready',
  document_to_sign: 'Document to sign',
  document_expiring: 'Document expiring',
  message_received: 'Message received',
  screening_result: 'Screening result',
  work_authorization_expiring: 'Work authorization expiring',
  i9_section2_overdue: 'Form I-9 section 2 overdue',
  invoice_overdue: 'Invoice overdue',
  license_expiring: 'License expiring',
  handbook_to_acknowledge: 'Handbook to acknowledge',
};

export const notificationFilters = {
  status: z.enum(['unread', 'read', 'all']).default('all'),
  type: z.enum(EVENT_TYPES).optional(),
};
export const NOTIFICATION_SORTS = ['created_at'] as const;

export const notificationViewSchema = z.object({
  id: z.string(),
  type: z.enum(EVENT_TYPES),
  title: z.string(),
  body: z.string(),
  /** The page the notification opens (a timesheet list, an invoice …), null when none. */
  link: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  actor: namedRefSchema.nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export const readAllResultSchema = z.object({ marked: z.number().int() });

export const notificationPreferenceSchema = z.object({
  type: z.enum(EVENT_TYPES),
  in_app: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesSchema = z.array(notificationPreferenceSchema);
export const notificationPreferencesUpdateSchema = z
  .object({
    preferences: z
      .array(notificationPreferenceSchema.strict())
      .min(1)
      .max(EVENT_TYPES.length)
      .refine((ps) => new Set(ps.map((x) => x.type)).size === ps.length, 'Each event type at most once'),
  })
  .strict();

export const eventViewSchema = z.object({
  id: z.string(),
  type: z.enum(EVENT_TYPES),
  title: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  actor: namedRefSchema.nullable(),
  recipients: z.number().int(),
  created_at: z.string(),
});
export type EventView = z.infer<typeof eventViewSchema>;
export const eventFilters = { type: z.enum(EVENT_TYPES).optional() };
export const EVENT_SORTS = ['created_at'] as const;

/** The partner roles told of time to approve (those who see approvals, section 6). */
export const TIME_APPROVER_ROLES = [
  'owner',
  'admin',
  'manager',
  'finance',
  'recruiter',
  'recruiter_payroll',
  'recruiter_sourcer',
] as const;
/** The partner roles told of a payment received (those who see bills, section 6). */
export const PAYMENT_NOTICE_ROLES = ['owner', 'manager', 'finance', 'admin', 'recruiter'] as const;

/** The user types that see and write notes: platform staff and partners' users (the tenant's staff). */
export const NOTE_USER_TYPES = ['admin', 'eor', 'partner'] as const satisfies readonly UserType[];
export const seesNotes = (t: UserType) => (NOTE_USER_TYPES as readonly UserType[]).includes(t);
