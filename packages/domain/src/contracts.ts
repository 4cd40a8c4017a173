/**
 * The API contract (zod): request and response shapes shared by the server (validation, OpenAPI)
 * and the web app. Types come from z.infer, never written twice.
 */
import { z } from 'zod';
import { JOB_CLASSIFICATIONS, MODES, ONBOARDING_STEPS, ROLES, SEARCH_OBJECT_TYPES, USER_TYPES } from './enums.js';
import { SERVICE_LOG_STATUSES } from './value-lists.js';

/** Error shape (spec section 8): `{message}` or `{detail}`; validation errors as a list of `{loc, msg}`. */
export const validationIssueSchema = z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string() });
export const errorSchema = z.object({
  message: z.string().optional(),
  detail: z.union([z.string(), z.object({ msg: z.string() }), z.array(validationIssueSchema)]).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** Wraps any payload in the `{data: ...}` envelope every answer uses. */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.object({ data: z.array(row), total: z.number().int() }) });

export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email(),
  password: z.string().min(1).max(200),
});
/** A signed-in session's bearer token (sign-in, second factor, passwordless link, acting as a user). */
export const accessTokenSchema = z.object({ access_token: z.string() });
export type AccessToken = z.infer<typeof accessTokenSchema>;
export const loginResponseSchema = z.union([
  accessTokenSchema,
  z.object({ requires_two_factor: z.literal(true), two_factor_token: z.string(), detail: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/** An account command that answers only a sentence to show (sent a code, signed out, password changed). */
export const accountMessageSchema = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof accountMessageSchema>;
const oneTimeToken = z.string().min(16).max(200);
/** Second login step: the pending-login token from the login answer and the mailed code. */
export const twoFactorRequestSchema = z.object({ two_factor_token: oneTimeToken, code: z.string().trim() });
/** Resend a code: for a pending login (two_factor_token) or for the signed-in user (email). */
export const requestCodeSchema = z.object({
  email: z.string().trim().toLowerCase().email().optional(),
  two_factor_token: oneTimeToken.optional(),
});

export const partnerFlagsSchema = z.object({
  self_employer: z.boolean(),
  self_funded: z.boolean(),
  self_time_sheets: z.boolean(),
  self_approve: z.boolean(),
  is_payroll_disabled: z.boolean(),
  is_canada_enabled: z.boolean(),
  corp_to_corp: z.boolean(),
  corp_to_corp_enabled: z.boolean(),
  redirect_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  dark_mode: z.boolean(),
  subdomain: z.string().nullable(),
});
export const partnerSummarySchema = partnerFlagsSchema.extend({ id: z.string(), name: z.string() });
export const clientSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  partner_id: z.string(),
  can_create_assignment: z.boolean(),
  show_contractor_personal: z.boolean(),
  requires_signature_for_approval: z.boolean(),
  partner: partnerSummarySchema,
});
export const contractorSummarySchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  classification: z.enum(JOB_CLASSIFICATIONS),
  partner_id: z.string(),
  partner: partnerSummarySchema,
});
export const orgSummarySchema = z.object({ id: z.string(), name: z.string() });

export const actualUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES).nullable(),
  user_type: z.enum(USER_TYPES),
  links: z.array(z.string()),
  base_links: z.array(z.string()),
  allowed_reports: z.array(z.string()),
  is_developer: z.boolean(),
  requires_two_factor: z.boolean(),
  email_confirmed: z.boolean(),
  actual_user: actualUserSchema.nullable(),
  partner: partnerSummarySchema.nullable(),
  sales_partner: orgSummarySchema.nullable(),
  client: clientSummarySchema.nullable(),
  contractor: contractorSummarySchema.nullable(),
  eor: orgSummarySchema.nullable(),
  requirements: z.object({
    required: z.array(z.enum(ONBOARDING_STEPS)),
    completed: z.array(z.enum(ONBOARDING_STEPS)),
    requires_w2_onboard: z.boolean(),
  }),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const requirementsSchema = currentUserSchema.shape.requirements;
export type Requirements = z.infer<typeof requirementsSchema>;

export const publicGlobalsSchema = z.object({
  brand_name: z.string(),
  white_label_brand_name: z.string(),
  white_label_logo_url: z.string().nullable(),
  white_label_favicon_url: z.string().nullable(),
  white_label_dark_mode: z.boolean(),
  /** The partner's brand colour (#rrggbb) on its subdomain; null on the platform's own domain or when it set none. */
  white_label_brand_color: z.string().nullable(),
  support_email: z.string(),
  help_center_url: z.string(),
  contractor_help_center_url: z.string(),
  tos_url: z.string(),
  privacy_url: z.string(),
  technology_platform_website: z.string(),
  technology_platform_company: z.string(),
  enabled_email_code_verification: z.boolean(),
  mode: z.enum(MODES),
  api_file_endpoint: z.string(),
  api_file_endpoint_v2: z.string(),
  est_offset_hours: z.number(),
  dashboard_endpoint: z.string(),
  dashboard_subdomain: z.string(),
  base_domain: z.string(),
  valid_redirect_urls: z.array(z.string()),
  platform_currencies: z.array(z.object({ currency: z.string(), symbol: z.string() })),
  job_classifications: z.array(z.object({ value: z.string(), label: z.string(), canada: z.boolean() })),
  tax_id_types: z.array(z.object({ value: z.string(), label: z.string(), canada: z.boolean() })),
  job_category_rules: z.array(z.object({ category: z.string(), classifications: z.array(z.string()) })),
  adjustment_types: z.array(z.object({ value: z.string(), label: z.string() })),
  scorm_completed_status: z.string(),
  scorm_passed_status: z.string(),
  benefit_dependent_genders: z.array(z.object({ value: z.string(), label: z.string() })),
  benefit_dependent_relationships: z.array(z.object({ value: z.string(), label: z.string() })),
  analytics: z.object({ product_key: z.string().nullable(), web_key: z.string().nullable() }),
});
export type PublicGlobals = z.infer<typeof publicGlobalsSchema>;

/** GET /v2/summary: the caller's organisation and the key counts its role may see (the dashboard). */
export const dashboardSummarySchema = z.object({
  organization: z.string().nullable(),
  counts: z.array(z.object({ key: z.string(), label: z.string(), value: z.number().int() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const searchQuerySchema = z.object({
  search_type: z.literal('global'),
  search: z.string().trim().max(100).default(''),
});
export const searchResultSchema = z.object({
  object_type: z.enum(SEARCH_OBJECT_TYPES),
  text: z.string(),
  icon: z.string(),
  redirect: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The list convention: page, per_page, sort, format, plus per-resource filters. */
export const listQueryBase = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.string().optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

/** Admin lists (docs/api-contract.md): the rows the API sends and the web renders. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

export const accessLogRowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  /** Set when an admin acting as the user made the request. */
  actual_user_email: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  ip: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type AccessLogRow = z.infer<typeof accessLogRowSchema>;

export const serviceLogRowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  service: z.string(),
  operation: z.string(),
  status: z.enum(SERVICE_LOG_STATUSES),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
});
export type ServiceLogRow = z.infer<typeof serviceLogRowSchema>;

// Kept in the schema-free value-lists.ts (a screen needing only these loads no schema); re-exported here.
export { SERVICE_LOG_STATUSES };
