/**
 * Contracts of the developer API (issue 17; decision 0089): API keys with scopes, webhook endpoints and
 * their deliveries (Standard Webhooks), and the API events they deliver.
 *
 * A scope is `<group>:read` or `<group>:write`; a group names a set of route tags. A request made with a
 * key needs `:read` of the route's group for a GET and `:write` for any other method; a route whose tag is
 * in no group is not open to keys at all (sign-in, sessions, key management itself).
 */
import { z } from 'zod';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../validators.js';

export const API_SCOPE_GROUPS = {
  timesheets: {
    label: 'Timesheets and time off',
    tags: ['timesheets', 'timesheet_uploads', 'approvals', 'time_off', 'expenses', 'adjustments', 'project_codes'],
  },
  invoices: {
    label: 'Invoices and bills',
    tags: [
      'invoices',
      'bills',
      'sales_taxes',
      'purchase_orders',
      'pay_bill_transactions',
      'pay_bill_transaction_items',
    ],
  },
  payments: { label: 'Payments', tags: ['payments', 'payment_uploads', 'payment_methods'] },
  payroll: {
    label: 'Payroll',
    tags: [
      'payroll_runs',
      'paychecks',
      'paycheck_deductions',
      'distributions',
      'commissions',
      'payroll_settings',
      'payroll_methods',
      'payout_methods',
      'company_taxes',
      'pto',
    ],
  },
  workers: {
    label: 'Workers and assignments',
    tags: ['contractors', 'assignments', 'rates', 'onboarding', 'licenses', 'screenings', 'i9_forms', 'corp_to_corps'],
  },
  clients: {
    label: 'Clients',
    tags: ['clients', 'end_clients', 'departments', 'work_locations', 'jobs'],
  },
  webhooks: { label: 'Webhooks and events', tags: ['webhooks', 'api_events'] },
} as const satisfies Record<string, { label: string; tags: readonly string[] }>;

export type ApiScopeGroup = keyof typeof API_SCOPE_GROUPS;
export const API_SCOPE_GROUP_NAMES = Object.keys(API_SCOPE_GROUPS) as ApiScopeGroup[];
export const API_SCOPES = API_SCOPE_GROUP_NAMES.flatMap((g) => [`${g}:read`, `${g}:write`] as const) as [
  `${ApiScopeGroup}:${'read' | 'write'}`,
  ...`${ApiScopeGroup}:${'read' | 'write'}`[],
];
export type ApiScope = (typeof API_SCOPES)[number];

/** The group a route tag belongs to, or null when keys may not call that route at all. */
export function apiScopeGroupOfTag(tag: string): ApiScopeGroup | null {
  for (const g of API_SCOPE_GROUP_NAMES) if ((API_SCOPE_GROUPS[g].tags as readonly string[]).includes(tag)) return g;
  return null;
}

/** The scope a request with an API key needs for a route of these tags, or null when keys are refused. */
export function requiredApiScope(method: string, tags: readonly string[]): ApiScope | null {
  const group = tags.map(apiScopeGroupOfTag).find((g) => g !== null);
  if (!group) return null;
  return `${group}:${method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD' ? 'read' : 'write'}`;
}

/** The recognisable start of every API key: a bearer token starting so is a key, never a session JWT. */
export const API_KEY_PREFIX = 'sk_';

const label = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `At most ${max} characters`)
    .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE);

export const apiKeyCreateSchema = z
  .object({
    name: label('a name', 100),
    scopes: z
      .array(z.enum(API_SCOPES))
      .min(1, 'Choose at least one scope')
      .max(API_SCOPES.length)
      .transform((s) => [...new Set(s)].sort()),
  })
  .strict();
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

const ownerSchema = z.object({ id: z.string(), name: z.string() });

export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to recognise it: the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  owner: ownerSchema,
  partner_id: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;
/** The answer of a create: the only time the whole key is shown. */
export const apiKeyCreatedSchema = apiKeyViewSchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const API_KEY_SORTS = ['created_at', 'name'] as const;
export const apiKeyFilters = { status: z.enum(['active', 'revoked', 'all']).default('active') };

/** What happened, as the events API and webhooks name it. */
export const API_EVENT_TYPES = [
  'timesheet.approved',
  'timesheet.rejected',
  'invoice.finalized',
  'invoice.paid',
  'payment.received',
  'payment.returned',
  'payroll_run.paid',
  'paycheck.voided',
  'worker.onboarded',
] as const;
export type ApiEventType = (typeof API_EVENT_TYPES)[number];
/**
 * The scope group whose `:read` an API key needs to receive or list each event type, so a key cannot
 * subscribe a webhook (or read /v2/api_events) to data its scopes would not let it GET.
 */
export const API_EVENT_SCOPE_GROUPS: Record<ApiEventType, ApiScopeGroup> = {
  'timesheet.approved': 'timesheets',
  'timesheet.rejected': 'timesheets',
  'invoice.finalized': 'invoices',
  'invoice.paid': 'invoices',
  'payment.received': 'payments',
  'payment.returned': 'payments',
  'payroll_run.paid': 'payroll',
  'paycheck.voided': 'payroll',
  'worker.onboarded': 'workers',
};

/** The event types of `types` that an API key with these scopes may not read. */
export function eventTypesBeyondScopes<T extends string>(types: readonly T[], scopes: readonly string[]): T[] {
  return types.filter((t) => {
    const group = (API_EVENT_SCOPE_GROUPS as Record<string, ApiScopeGroup | undefined>)[t];
    return !group || !scopes.includes(`${group}:read`);
  });
}
/** The event "Send test event" delivers to one endpoint; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const API_EVENT_LABELS: Record<ApiEventType, string> = {
  'timesheet.approved': 'Timesheet approved',
  'timesheet.rejected': 'Timesheet rejected',
  'invoice.finalized': 'Invoice finalized',
  'invoice.paid': 'Invoice paid',
  'payment.received': 'Payment received',
  'payment.returned': 'Payment returned',
  'payroll_run.paid': 'Payroll run paid',
  'paycheck.voided': 'Paycheck voided',
  'worker.onboarded': 'Worker onboarded',
};

export const apiEventViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  partner_id: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type ApiEventView = z.infer<typeof apiEventViewSchema>;
export const API_EVENT_SORTS = ['created_at'] as const;
export const apiEventFilters = { type: z.enum([...API_EVENT_TYPES, WEBHOOK_TEST_EVENT]).optional() };

const webhookUrl = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .url('Enter a URL such as https://example.com/webhooks')
  .refine((u) => /^https?:\/\//i.test(u), 'The URL must start with https:// (or http:// in local mode)');

export const webhookEndpointCreateSchema = z
  .object({
    url: webhookUrl,
    description: z
      .string()
      .trim()
      .max(200, 'At most 200 characters')
      .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE)
      .default(''),
    event_types: z
      .array(z.enum(API_EVENT_TYPES))
      .min(1, 'Choose at least one event')
      .transform((s) => [...new Set(s)].sort()),
  })
  .strict();
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

export const webhookEndpointUpdateSchema = z
  .object({
    url: webhookUrl.optional(),
    description: z.string().trim().max(200).refine(hasNoControlChars, CONTROL_CHARS_MESSAGE).optional(),
    event_types: z
      .array(z.enum(API_EVENT_TYPES))
      .min(1, 'Choose at least one event')
      .transform((s) => [...new Set(s)].sort())
      .optional(),
    /** false disables the endpoint (nothing is delivered to it); true enables it again. */
    enabled: z.boolean().optional(),
  })
  .strict();
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.string()),
  owner: ownerSchema,
  partner_id: z.string().nullable(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointViewSchema>;
/** The answer of a create: the only time the signing secret is shown. */
export const webhookEndpointCreatedSchema = webhookEndpointViewSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;
export const WEBHOOK_ENDPOINT_SORTS = ['created_at'] as const;
export const webhookEndpointFilters = {};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const webhookDeliveryViewSchema = z.object({
  id: z.string(),
  endpoint_id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  /** The first characters of the endpoint's last answer (or why no answer came). */
  last_response: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryViewSchema>;
export const WEBHOOK_DELIVERY_SORTS = ['created_at'] as const;
export const webhookDeliveryFilters = {
  endpoint_id: z.string().uuid().optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
};

/** One post of a delivery, as the delivery log's attempts list shows it. */
export const webhookAttemptViewSchema = z.object({
  id: z.string(),
  attempt: z.number().int(),
  attempted_at: z.string(),
  /** Null: no answer came (refused connection, timeout). */
  status_code: z.number().int().nullable(),
  response: z.string(),
  duration_ms: z.number().int(),
});
export type WebhookAttemptView = z.infer<typeof webhookAttemptViewSchema>;
export const WEBHOOK_ATTEMPT_SORTS = ['attempted_at'] as const;
export const webhookAttemptFilters = {};
