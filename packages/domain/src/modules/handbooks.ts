/**
 * The employee handbook (issue 15; decision 0076). A partner — or the platform, the employer of record —
 * publishes handbook versions as PDFs; a W-2 worker reads the current one (its partner's latest, else the
 * platform's) and acknowledges it: who, when, IP, user agent and the SHA-256 of the exact file. Staff see
 * who acknowledged which version; a new version asks again.
 */
import { z } from 'zod';
import { canSeeSensitive, type AccessSubject } from '../capabilities.js';
import { isAdminLike } from '../roles.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars, base64ContentSchema, uploadFilenameSchema } from '../validators.js';
import { namedRefSchema } from './timesheets/contracts.js';

export const HANDBOOK_SORTS = ['published_at', 'version'] as const;
export const HANDBOOK_ACK_SORTS = ['acknowledged_at'] as const;

/** Who publishes a version: staff (any partner's, or the platform's), a partner's sensitive roles their own. */
export const publishesHandbook = (s: AccessSubject) =>
  isAdminLike(s.userType) || (s.userType === 'partner' && canSeeSensitive(s));
/** Staff name whose handbook they publish (none: the platform's). */
export const choosesHandbookPartner = (s: Pick<AccessSubject, 'userType'>) => isAdminLike(s.userType);

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 in hex');

/** POST /v2/handbooks: a new version of the partner's (or, for staff leaving partner_id out, the platform's) handbook. */
export const handbookPublishSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Name the handbook, e.g. "Employee Handbook 2027"')
      .max(160)
      .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE),
    partner_id: z.string().uuid().nullable().default(null),
    filename: uploadFilenameSchema,
    content_base64: base64ContentSchema,
  })
  .strict();
export type HandbookPublish = z.infer<typeof handbookPublishSchema>;
export type HandbookPublishInput = z.input<typeof handbookPublishSchema>;

export const handbookViewSchema = z.object({
  id: z.string(),
  /** Whose: a partner's, or null for the platform's (the employer of record's). */
  partner: namedRefSchema.nullable(),
  version: z.number().int(),
  title: z.string(),
  filename: z.string(),
  sha256: z.string(),
  /** Whether a newer version of the same handbook was published since. */
  current: z.boolean(),
  acknowledged: z.number().int(),
  published_by: namedRefSchema.nullable(),
  published_at: z.string(),
});
export type HandbookView = z.infer<typeof handbookViewSchema>;

export const handbookFilters = {
  partner_id: z.string().uuid().optional(),
  current: z.enum(['true', 'false']).optional(),
};

export const handbookAckViewSchema = z.object({
  id: z.string(),
  handbook: z.object({ id: z.string(), title: z.string(), version: z.number().int() }),
  contractor: namedRefSchema,
  partner: namedRefSchema,
  acknowledged_by: namedRefSchema,
  acknowledged_at: z.string(),
  ip: z.string(),
  user_agent: z.string().nullable(),
  file_sha256: z.string(),
});
export type HandbookAckView = z.infer<typeof handbookAckViewSchema>;

export const handbookAckFilters = {
  handbook_id: z.string().uuid().optional(),
  contractor_id: z.string().uuid().optional(),
};

/** GET /v2/employee_handbook: the worker's current handbook (null: none published) and its acknowledgement. */
export const myHandbookSchema = z.object({
  handbook: handbookViewSchema.omit({ acknowledged: true }).nullable(),
  acknowledgement: handbookAckViewSchema.nullable(),
  /** The newest earlier version the worker acknowledged, when the current one asks again. */
  previous_version: z.number().int().nullable(),
});
export type MyHandbook = z.infer<typeof myHandbookSchema>;

/** POST /v2/employee_handbook/acknowledge: the version and the SHA-256 of the file the worker was shown. */
export const handbookAcknowledgeSchema = z.object({ handbook_id: z.string().uuid(), sha256: sha256Hex }).strict();
export type HandbookAcknowledge = z.infer<typeof handbookAcknowledgeSchema>;

/* ------------------------------------------------- who has not acknowledged (decision 0081) */

export const HANDBOOK_PENDING_SORTS = ['worker'] as const;

/**
 * GET /v2/handbook_acknowledgements/pending: the W-2 workers (not inactive) the caller sees who have not
 * acknowledged their current handbook — their partner's latest version, else the platform's.
 */
export const handbookPendingViewSchema = z.object({
  /** The worker's id (one row per worker). */
  id: z.string(),
  contractor: namedRefSchema,
  partner: namedRefSchema,
  contractor_status: z.enum(['onboarding', 'active', 'inactive']),
  /** The version the worker is asked to acknowledge. */
  handbook: z.object({ id: z.string(), title: z.string(), version: z.number().int() }),
  /** The newest earlier version of the same handbook the worker acknowledged, if any. */
  previous_version: z.number().int().nullable(),
  /** Whether the worker has an active login (a reminder reaches only those who do). */
  has_login: z.boolean(),
  /** When the worker was last reminded of this version, if ever. */
  last_reminded_at: z.string().nullable(),
});
export type HandbookPendingView = z.infer<typeof handbookPendingViewSchema>;

export const handbookPendingFilters = {
  partner_id: z.string().uuid().optional(),
  q: z.string().trim().max(100).optional(),
};

/** At most this many workers named in one reminder (leave them out to remind everyone pending). */
export const HANDBOOK_REMIND_MAX = 1000;

/**
 * POST /v2/handbook_acknowledgements/remind: these workers, or (contractor_ids left out) every worker the
 * caller sees who has not acknowledged (of `partner_id` only, when given). A worker is reminded of the
 * same version at most once a day: asking again the same day tells nobody twice.
 */
export const handbookRemindSchema = z
  .object({
    contractor_ids: z
      .array(z.string().uuid())
      .min(1, 'Choose at least one worker')
      .max(HANDBOOK_REMIND_MAX, `At most ${HANDBOOK_REMIND_MAX} workers at once`)
      .optional(),
    partner_id: z.string().uuid().optional(),
  })
  .strict();
export type HandbookRemind = z.infer<typeof handbookRemindSchema>;

export const handbookRemindResultSchema = z.object({
  /** Workers told now (in-app, and by e-mail unless they switched it off). */
  reminded: z.number().int(),
  /** Workers reminded of the same version earlier today: not told again. */
  already_reminded_today: z.number().int(),
  /** Workers without an active login: nobody to tell. */
  without_login: z.number().int(),
  /** Workers named who have nothing to acknowledge (acknowledged already, or not W-2). */
  not_pending: z.number().int(),
});
export type HandbookRemindResult = z.infer<typeof handbookRemindResultSchema>;
