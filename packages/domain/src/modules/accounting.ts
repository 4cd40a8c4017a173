/**
 * Accounting integrations (issue 17, decision 0091): a partner's QuickBooks Online– or Xero-shaped
 * connection, its synced chart of accounts, the mappings of our account kinds to the provider's accounts
 * (and the partner's defaults by account code), and the export log of journal entries.
 */
import { z } from 'zod';
import { namedRefSchema } from './timesheets/contracts.js';

export const ACCOUNTING_PROVIDERS = ['quickbooks', 'xero'] as const;
export type AccountingProviderKey = (typeof ACCOUNTING_PROVIDERS)[number];
export const ACCOUNTING_PROVIDER_NAMES: Record<AccountingProviderKey, string> = {
  quickbooks: 'QuickBooks Online',
  xero: 'Xero',
};

/** Our side of every journal line: what the amount is, whichever provider account it is posted to. */
export const ACCOUNT_KINDS = [
  'receivables',
  'revenue_eor',
  'revenue_self_employer',
  'sales_tax_payable',
  'cash',
  'payroll_expense',
  'payroll_tax_expense',
  'payroll_tax_liabilities',
  'deductions_payable',
  'distributions_payable',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = {
  receivables: 'Accounts receivable',
  revenue_eor: 'Revenue — EOR',
  revenue_self_employer: 'Revenue — Self-Employer',
  sales_tax_payable: 'Sales tax payable',
  cash: 'Cash (operating bank)',
  payroll_expense: 'Payroll expense (wages)',
  payroll_tax_expense: 'Payroll tax expense (employer)',
  payroll_tax_liabilities: 'Payroll tax liabilities',
  deductions_payable: 'Deductions payable',
  distributions_payable: 'Distributions receivable / payable',
};

export const EXPORT_SOURCE_KINDS = ['invoice', 'payment', 'payroll_run', 'distribution'] as const;
export type ExportSourceKind = (typeof EXPORT_SOURCE_KINDS)[number];
export const EXPORT_STATUSES = ['pending', 'exported', 'failed'] as const;
export const CONNECTION_STATUSES = ['not_connected', 'connected', 'needs_reconnect'] as const;

const uuid = z.string().uuid();
export const partnerChoiceSchema = z.object({ partner_id: uuid.optional() });

export const connectorSchema = z.object({
  /** 'quickbooks', 'xero' or 'checkr': the /integrations/{id} of its detail page. */
  id: z.string(),
  name: z.string(),
  kind: z.enum(['accounting', 'screening']),
  status: z.enum(CONNECTION_STATUSES),
  connection_id: z.string().nullable(),
  company_name: z.string().nullable(),
  connected_at: z.string().nullable(),
  last_sync_at: z.string().nullable(),
  can_manage: z.boolean(),
});
export type ConnectorView = z.infer<typeof connectorSchema>;
export const integrationsSchema = z.object({ partner: namedRefSchema, connectors: z.array(connectorSchema) });
export type IntegrationsView = z.infer<typeof integrationsSchema>;

export const connectionSchema = z.object({
  id: z.string(),
  provider: z.enum(ACCOUNTING_PROVIDERS),
  partner: namedRefSchema,
  status: z.enum(CONNECTION_STATUSES),
  /** The provider's company (QuickBooks realm, Xero tenant): its id and name, never a token. */
  company_ref: z.string().nullable(),
  company_name: z.string().nullable(),
  connected_at: z.string().nullable(),
  connected_by: namedRefSchema.nullable(),
  last_sync_at: z.string().nullable(),
  last_error: z.string().nullable(),
  account_count: z.number().int(),
  mapped_count: z.number().int(),
  export_counts: z.object({ pending: z.number().int(), exported: z.number().int(), failed: z.number().int() }),
  /** New records are exported every night (decision 0105); otherwise only by "Export now". */
  nightly_export: z.boolean(),
  /** When its credentials were last used for a call to the provider. */
  last_used_at: z.string().nullable(),
});
export type ConnectionView = z.infer<typeof connectionSchema>;
export const connectionSettingsSchema = z.object({ nightly_export: z.boolean() }).strict();
export type ConnectionSettingsBody = z.infer<typeof connectionSettingsSchema>;

export const accountingAuthStartSchema = z.object({
  provider: z.enum(ACCOUNTING_PROVIDERS),
  partner_id: uuid.optional(),
});
export const accountingAuthorizeSchema = z.object({ authorize_url: z.string() });
export const accountingAuthCompleteSchema = z.object({
  provider: z.enum(ACCOUNTING_PROVIDERS),
  code: z.string().min(1).max(200),
  state: z.string().min(1).max(1000),
  /** QuickBooks names the company in the redirect (realmId); Xero's comes from its connections call. */
  realm_id: z.string().min(1).max(100).optional(),
});
export type AccountingAuthCompleteBody = z.infer<typeof accountingAuthCompleteSchema>;

export const connectionRefSchema = z.object({ connection_id: uuid });

export const accountingAccountSchema = z.object({
  id: z.string(),
  external_id: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  type: z.string(),
  active: z.boolean(),
  synced_at: z.string(),
});
export type AccountingAccountView = z.infer<typeof accountingAccountSchema>;

export const accountingMappingSchema = z.object({
  kind: z.enum(ACCOUNT_KINDS),
  label: z.string(),
  account: z.object({ external_id: z.string(), code: z.string().nullable(), name: z.string() }).nullable(),
  /** Where the mapping came from: set here, filled from the partner's default by code, or none. */
  source: z.enum(['mapped', 'default', 'none']),
});
export type AccountingMappingView = z.infer<typeof accountingMappingSchema>;
export const accountingMappingsUpdateSchema = z.object({
  connection_id: uuid,
  mappings: z
    .array(z.object({ kind: z.enum(ACCOUNT_KINDS), external_id: z.string().min(1).max(100).nullable() }))
    .max(ACCOUNT_KINDS.length),
});

export const accountingDefaultSchema = z.object({
  kind: z.enum(ACCOUNT_KINDS),
  label: z.string(),
  account_code: z.string().nullable(),
});
export type AccountingDefaultView = z.infer<typeof accountingDefaultSchema>;
export const accountingDefaultsUpdateSchema = z.object({
  partner_id: uuid.optional(),
  defaults: z
    .array(
      z.object({
        kind: z.enum(ACCOUNT_KINDS),
        account_code: z
          .string()
          .trim()
          .max(20)
          .regex(/^[\w.-]*$/, 'Use letters, digits, dots and dashes')
          .nullable(),
      }),
    )
    .max(ACCOUNT_KINDS.length),
});

export const journalLineSchema = z.object({
  kind: z.enum(ACCOUNT_KINDS),
  debit: z.string(),
  credit: z.string(),
  description: z.string(),
});
export const accountingExportSchema = z.object({
  id: z.string(),
  source_kind: z.enum(EXPORT_SOURCE_KINDS),
  source_id: z.string(),
  version: z.string(),
  reference: z.string(),
  date: z.string(),
  total: z.string(),
  status: z.enum(EXPORT_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  external_id: z.string().nullable(),
  last_error: z.string().nullable(),
  lines: z.array(journalLineSchema),
  created_at: z.string(),
  exported_at: z.string().nullable(),
});
export type AccountingExportView = z.infer<typeof accountingExportSchema>;
export const exportNowSchema = z.object({ connection_id: uuid });
export const exportNowResultSchema = z.object({
  queued: z.number().int(),
  exported: z.number().int(),
  failed: z.number().int(),
  /** Failed for now (the provider was unavailable): the job tries them again later. */
  retrying: z.number().int(),
});

/**
 * service_credentials (decision 0106): which outside services are configured — the platform's own apps
 * (admins) and each partner's connections — with their status and last use. Never a secret: no token,
 * client secret or key is in this shape.
 */
export const SERVICE_CREDENTIAL_KINDS = ['platform_app', 'partner_connection'] as const;
export const SERVICE_CREDENTIAL_STATUSES = [
  'configured',
  'sandbox',
  'not_configured',
  'connected',
  'needs_reconnect',
  'not_connected',
] as const;
export const serviceCredentialSchema = z.object({
  /** `app:{service}` for a platform app, the connection's id for a partner's. */
  id: z.string(),
  service: z.enum(['quickbooks', 'xero', 'checkr']),
  name: z.string(),
  kind: z.enum(SERVICE_CREDENTIAL_KINDS),
  partner: namedRefSchema.nullable(),
  status: z.enum(SERVICE_CREDENTIAL_STATUSES),
  /** What the credential reaches: the connected company or account; null for an app. */
  account: z.string().nullable(),
  connected_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ServiceCredentialView = z.infer<typeof serviceCredentialSchema>;
