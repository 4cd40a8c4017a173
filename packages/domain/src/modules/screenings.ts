/**
 * Screenings and licenses (issue 15; decision 0073). A screening (background_check, drug_test, training,
 * health_check) is ordered for a worker through a provider and moves through the review statuses of the
 * spec's section 4 by the transition table below; staff decide a 'consider' result. A client's (or one of
 * its jobs') screening config says which screenings and which license types an assignment there needs
 * before it starts. Licenses are a worker's, with a number treated as sensitive (masked in lists).
 */
import { z } from 'zod';
import { REVIEW_STATUSES, SCREENING_TYPES, type Role, type UserType } from '../enums.js';
import { isAdminLike } from '../roles.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars, fileUploadSchema } from '../validators.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

export type ScreeningType = (typeof SCREENING_TYPES)[number];
export type ScreeningStatus = (typeof REVIEW_STATUSES)[number];

export const SCREENING_TYPE_LABELS: Record<ScreeningType, string> = {
  background_check: 'Background check',
  drug_test: 'Drug test',
  training: 'Training',
  health_check: 'Health check',
};

/** What moves a screening: the provider's answers, and staff's decision on a 'consider' result. */
export const SCREENING_EVENTS = ['submit', 'clear', 'consider', 'fail', 'approve', 'reject'] as const;
export type ScreeningEvent = (typeof SCREENING_EVENTS)[number];

/** The guarded table: from each status, the events it accepts and where they lead. */
export const SCREENING_TRANSITIONS: Record<ScreeningStatus, Partial<Record<ScreeningEvent, ScreeningStatus>>> = {
  pending: { submit: 'processing', fail: 'failed' },
  processing: { clear: 'approved', consider: 'awaiting_approval', fail: 'failed' },
  awaiting_approval: { approve: 'approved', reject: 'rejected' },
  approved: {},
  rejected: {},
  failed: {},
};

export type ScreeningDecision = { ok: true; status: ScreeningStatus } | { ok: false; message: string };

export function screeningTransition(status: ScreeningStatus, event: ScreeningEvent): ScreeningDecision {
  const to = SCREENING_TRANSITIONS[status][event];
  if (to) return { ok: true, status: to };
  if (event === 'approve' || event === 'reject')
    return {
      ok: false,
      message: `Only a screening awaiting approval is ${event === 'approve' ? 'approved' : 'rejected'} (this one is ${status.replace('_', ' ')})`,
    };
  return { ok: false, message: `A ${status} screening cannot take the provider's '${event}'` };
}

/** A screening that still may change (a new order for the same type waits for it). */
export const isScreeningOpen = (s: ScreeningStatus) =>
  s === 'pending' || s === 'processing' || s === 'awaiting_approval';

/** Staff decide a 'consider' result (the issue: Approve / Reject for staff). */
export const decidesScreenings = (userType: UserType) => isAdminLike(userType);
/** Staff and a partner's users order screenings for the partner's workers. */
export const ordersScreenings = (userType: UserType) => isAdminLike(userType) || userType === 'partner';

/** The sandbox provider's outcomes (a test and the demo choose one when ordering). */
export const SANDBOX_OUTCOMES = ['clear', 'consider', 'failed'] as const;
export const SCREENING_PROVIDERS = ['sandbox', 'checkr'] as const;
export const SCREENING_SORTS = ['created_at', 'status', 'type'] as const;

export const screeningOrderSchema = z
  .object({
    contractor_id: z.string().uuid(),
    type: z.enum(SCREENING_TYPES),
    /** The client it is for (its config asked for it); optional. */
    client_id: z.string().uuid().nullable().default(null),
    /**
     * Sandbox only (local and sandbox modes): what the sandbox answers after its delay ('clear' when
     * left out). Refused (422) where the sandbox is not the provider.
     */
    sandbox_outcome: z.enum(SANDBOX_OUTCOMES).optional(),
  })
  .strict();
export type ScreeningOrder = z.infer<typeof screeningOrderSchema>;
export type ScreeningOrderInput = z.input<typeof screeningOrderSchema>;

export const screeningDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    note: z.string().trim().max(500).refine(hasNoControlChars, CONTROL_CHARS_MESSAGE).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the screening is rejected' });
  });
export type ScreeningDecisionBody = z.infer<typeof screeningDecisionSchema>;

export const screeningViewSchema = z.object({
  id: z.string(),
  type: z.enum(SCREENING_TYPES),
  status: z.enum(REVIEW_STATUSES),
  provider: z.enum(SCREENING_PROVIDERS),
  provider_ref: z.string().nullable(),
  /** The provider's result: clear, consider, or null until it answers (or when it failed). */
  result: z.string().nullable(),
  contractor: namedRefSchema,
  client: namedRefSchema.nullable(),
  partner: namedRefSchema,
  ordered_by: namedRefSchema.nullable(),
  created_at: z.string(),
  result_due_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  decided_by: namedRefSchema.nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  /** Whether the caller may approve or reject it now. */
  can_decide: z.boolean(),
  /** The provider's own status of the order (Checkr: pending, complete, suspended, dispute, canceled). */
  provider_status: z.string().nullable(),
  /**
   * Why the provider could not take the order (it stays pending: "Retry order" places it again), or what it
   * said of a suspended report; null otherwise.
   */
  provider_error: z.string().nullable(),
});
export type ScreeningView = z.infer<typeof screeningViewSchema>;

export const screeningFilters = {
  status: z.enum(REVIEW_STATUSES).optional(),
  type: z.enum(SCREENING_TYPES).optional(),
  contractor_id: z.string().uuid().optional(),
  client_id: z.string().uuid().optional(),
};

/** PUT /v2/screening_configs: what a client (or one of its jobs) requires before an assignment starts. */
export const screeningConfigSchema = z
  .object({
    client_id: z.string().uuid(),
    job_id: z.string().uuid().nullable().default(null),
    screening_types: z.array(z.enum(SCREENING_TYPES)).max(4).default([]),
    license_types: z
      .array(z.string().trim().min(1).max(60).refine(hasNoControlChars, CONTROL_CHARS_MESSAGE))
      .max(10)
      .default([]),
  })
  .strict();
export type ScreeningConfigInput = z.input<typeof screeningConfigSchema>;
export const screeningConfigViewSchema = z.object({
  id: z.string(),
  /** The client's partner: staff read every partner's requirements (decision 0083). */
  partner: namedRefSchema,
  client: namedRefSchema,
  job: namedRefSchema.nullable(),
  screening_types: z.array(z.enum(SCREENING_TYPES)),
  license_types: z.array(z.string()),
  updated_at: z.string(),
});
export type ScreeningConfigView = z.infer<typeof screeningConfigViewSchema>;

/* ---------------------------------------------------------------- licenses */

export const LICENSE_EXPIRY_WARNING_DAYS = 30;
export const LICENSE_STATUSES = ['active', 'archived'] as const;
export const LICENSE_SORTS = ['expires_on', 'created_at', 'license_type'] as const;

const licenseFields = {
  license_type: z
    .string()
    .trim()
    .min(1, 'Name the license type (e.g. "CDL")')
    .max(60)
    .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE),
  number: z
    .string()
    .trim()
    .min(1, 'The license number is required')
    .max(40)
    .regex(/^[A-Za-z0-9 -]+$/, 'Letters, digits, spaces and dashes only'),
  state: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'A two-letter state or province code'),
  issued_on: calendarDateSchema().nullable().default(null),
  expires_on: calendarDateSchema(),
};
export const licenseCreateSchema = z
  .object({ contractor_id: z.string().uuid(), ...licenseFields })
  .strict()
  .superRefine((v, ctx) => {
    if (v.issued_on && v.issued_on > v.expires_on)
      ctx.addIssue({ code: 'custom', path: ['expires_on'], message: 'The license must expire after it was issued' });
  });
export type LicenseCreateInput = z.input<typeof licenseCreateSchema>;
/**
 * A license's document (decision 0083): a scan or certificate, a PDF, PNG or JPEG recognised by its bytes
 * on the server, at most 10 MB (the documents' limit), sent as base64.
 */
export const licenseDocumentSchema = fileUploadSchema;

/**
 * An edit names only what changes: no default here, or an edit of the expiry would clear the issue date.
 * `document` attaches the license's document, replacing the one before (decision 0083).
 */
export const licenseUpdateSchema = z
  .object({ ...licenseFields, issued_on: calendarDateSchema().nullable(), document: licenseDocumentSchema })
  .partial()
  .strict();
export type LicenseUpdateInput = z.input<typeof licenseUpdateSchema>;

export const licenseViewSchema = z.object({
  id: z.string(),
  contractor: namedRefSchema,
  partner: namedRefSchema,
  license_type: z.string(),
  /** Masked ('•••• 1234') unless the caller sees sensitive data and asked for the one license. */
  number: z.string(),
  number_masked: z.boolean(),
  state: z.string(),
  issued_on: z.string().nullable(),
  expires_on: z.string(),
  /** Days until it expires (negative once expired), by the server's today. */
  days_left: z.number().int(),
  status: z.enum(LICENSE_STATUSES),
  created_at: z.string(),
  archived_at: z.string().nullable(),
  /** The license's document on file (opened through GET /v2/licenses/:id/file_link), or null. */
  document: z.object({ filename: z.string(), content_type: z.string(), size_bytes: z.number().int() }).nullable(),
});
export type LicenseView = z.infer<typeof licenseViewSchema>;

export const licenseFilters = {
  status: z.enum(LICENSE_STATUSES).default('active'),
  expiry: z.enum(['expiring_soon', 'expired']).optional(),
  contractor_id: z.string().uuid().optional(),
};

/** The badge of a license: 'Expired', 'Expires today', 'Expires in N days' (within the warning window). */
export function licenseBadge(daysLeft: number): string | null {
  if (daysLeft < 0) return 'Expired';
  if (daysLeft === 0) return 'Expires today';
  if (daysLeft <= LICENSE_EXPIRY_WARNING_DAYS) return `Expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
  return null;
}

export const maskLicenseNumber = (last4: string) => `•••• ${last4}`;

/* ------------------------------------------------------------------ Checkr */

/** The screenings Checkr runs (its packages); the others go to the default provider (decision 0080). */
export const CHECKR_SCREENING_TYPES: readonly ScreeningType[] = ['background_check', 'drug_test'];

/** Who connects or disconnects a partner's Checkr account: platform staff, and the partner's owner or manager. */
export const connectsCheckr = (userType: UserType, role: Role | null) =>
  isAdminLike(userType) || (userType === 'partner' && (role === 'owner' || role === 'manager'));

/** Staff name the partner; a partner's users act for their own (their partner_id may be left out). */
export const checkrPartnerSchema = z.object({ partner_id: z.string().uuid().optional() }).strict();

/** What /integrations/complete/checkr hands back: Checkr's code and our state, from the redirect's query. */
export const checkrCompleteSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Checkr sent no authorization code')
      .max(200)
      .regex(/^[A-Za-z0-9._~-]+$/, 'Not an authorization code'),
    state: z.string().min(1, 'The connection link has no state').max(2000),
  })
  .strict();
export type CheckrCompleteBody = z.infer<typeof checkrCompleteSchema>;

export const checkrAuthorizeSchema = z.object({ authorize_url: z.string() });

export const checkrConnectionSchema = z.object({
  partner: namedRefSchema,
  /** Whether Checkr is set up on this platform at all (production needs its configuration). */
  available: z.boolean(),
  connected: z.boolean(),
  /** Checkr's id of the partner's account (never the access token). */
  account_id: z.string().nullable(),
  connected_at: z.string().nullable(),
  connected_by: namedRefSchema.nullable(),
  /** Whether the caller may connect or disconnect it. */
  can_connect: z.boolean(),
});
export type CheckrConnectionView = z.infer<typeof checkrConnectionSchema>;
