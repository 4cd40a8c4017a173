/**
 * Reports (issue 17, decision 0088): a catalogue of report kinds, each with the parameters it takes and who
 * may run it, generated in the background (section 4's statuses FINISHED, PENDING, PROCESSING, FAILED)
 * and downloaded as CSV or XLSX. A user's `allowed_reports` (section 3) are the kinds of this catalogue
 * whose rule they meet; the API checks the same rule when a report is requested and again when it runs.
 */
import { z } from 'zod';
import { hasCapability, type AccessSubject, type Capability } from '../capabilities.js';
import type { UserType } from '../enums.js';
import { covers } from '../links.js';
import { calendarDateSchema } from './timesheets/contracts.js';

export const REPORT_STATUSES = ['PENDING', 'PROCESSING', 'FINISHED', 'FAILED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  FINISHED: 'Finished',
  FAILED: 'Failed',
};

export const REPORT_KINDS = [
  'billing_register',
  'ar_aging',
  'payments_received',
  'payroll_register',
  'pto_balances',
  'expiring_documents',
  'margin_by_client',
  'margin_by_placement',
  'margin_by_recruiter',
  'distributions',
  'commissions',
  'tax_liabilities',
  'hours',
  'onboarding_status',
  'compliance_status',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The parameters a report may take; each kind names the ones it reads. */
export type ReportParam = 'date_range' | 'client' | 'partner';

export interface ReportDefinition {
  kind: ReportKind;
  label: string;
  description: string;
  params: readonly ReportParam[];
  /** What the date range filters, shown beside the dates. */
  dateLabel?: string;
  userTypes: readonly UserType[];
  /** The page whose rows the report lists: a user who lost it (a revoked link) may not run the report. */
  link: string;
  capability?: Capability | readonly Capability[];
}

const STAFF_AND_PARTNERS: readonly UserType[] = ['admin', 'eor', 'partner'];

export const REPORT_CATALOGUE: readonly ReportDefinition[] = [
  {
    kind: 'hours',
    label: 'Hours by client, worker and week',
    description:
      'Approved hours from the pay ledger, per client, worker and week — the employer’s workweek, as overtime counts it.',
    params: ['date_range', 'client', 'partner'],
    dateLabel: 'Work date',
    userTypes: STAFF_AND_PARTNERS,
    link: '/transaction_items',
    capability: 'employer_books',
  },
  {
    kind: 'billing_register',
    label: 'Billing register',
    description: 'Every invoice with its client, period, dates, amounts billed, paid and still owed.',
    params: ['date_range', 'client', 'partner'],
    dateLabel: 'Due date',
    userTypes: STAFF_AND_PARTNERS,
    link: '/invoices',
    capability: 'see_bill',
  },
  {
    kind: 'ar_aging',
    label: 'AR aging',
    description: 'What clients still owe, by days past due (current, 1–30, 31–60, 61–90, over 90), per currency.',
    params: ['client', 'partner'],
    userTypes: STAFF_AND_PARTNERS,
    link: '/invoices',
    capability: 'see_bill',
  },
  {
    kind: 'payments_received',
    label: 'Payments received',
    description: 'Payments received from clients, with how much of each is applied to invoices.',
    params: ['date_range', 'client', 'partner'],
    dateLabel: 'Payment date',
    userTypes: STAFF_AND_PARTNERS,
    link: '/payments',
    capability: 'see_bill',
  },
  {
    kind: 'payroll_register',
    label: 'Payroll register',
    description: 'Every paycheck: gross, employee taxes, deductions, net pay and employer taxes.',
    params: ['date_range', 'partner'],
    dateLabel: 'Check date',
    userTypes: STAFF_AND_PARTNERS,
    link: '/paychecks',
    capability: 'see_paychecks',
  },
  {
    kind: 'pto_balances',
    label: 'PTO balances',
    description: 'Each worker’s paid time off per policy: accrued, used, forfeited and the balance, in hours.',
    params: [],
    userTypes: STAFF_AND_PARTNERS,
    link: '/pto_accruals',
  },
  {
    kind: 'expiring_documents',
    label: 'Expiring documents',
    description: 'Worker documents that expire within 30 days or have expired.',
    params: [],
    userTypes: STAFF_AND_PARTNERS,
    link: '/contractor_documents',
  },
  {
    kind: 'onboarding_status',
    label: 'Onboarding status',
    description: 'Everyone with onboarding steps to take: how many are done and the step each is on.',
    params: [],
    userTypes: STAFF_AND_PARTNERS,
    link: '/onboarding',
  },
  {
    kind: 'compliance_status',
    label: 'Compliance status',
    description:
      'Per worker: onboarding, licenses expiring or expired, Form I-9 (section 2, re-verification) and screenings — the parts you may read.',
    params: [],
    userTypes: STAFF_AND_PARTNERS,
    link: '/onboarding',
  },
  {
    kind: 'margin_by_client',
    label: 'Margin by client',
    description:
      'What each client was billed, what the work behind it paid and its employer burden, and the margin, from issued invoices.',
    params: ['date_range', 'partner'],
    dateLabel: 'Due date',
    userTypes: STAFF_AND_PARTNERS,
    link: '/invoices',
    capability: ['see_bill', 'see_payroll'],
  },
  {
    kind: 'margin_by_placement',
    label: 'Margin by placement',
    description:
      'Each placement’s billing, pay, employer burden and margin (bill − pay − burden), from issued invoices’ lines.',
    params: ['date_range', 'partner'],
    dateLabel: 'Due date',
    userTypes: STAFF_AND_PARTNERS,
    link: '/invoices',
    capability: ['see_bill', 'see_payroll'],
  },
  {
    kind: 'margin_by_recruiter',
    label: 'Margin by recruiter',
    description:
      'Billing, pay, employer burden and margin of the placements each recruiter is credited with (who made them).',
    params: ['date_range', 'partner'],
    dateLabel: 'Due date',
    userTypes: STAFF_AND_PARTNERS,
    link: '/invoices',
    capability: ['see_bill', 'see_payroll'],
  },
  {
    kind: 'distributions',
    label: 'Distributions',
    description: 'Each month’s split of collected cash: pay, margin, the partner’s and the platform’s parts.',
    params: ['partner'],
    userTypes: STAFF_AND_PARTNERS,
    link: '/distributions',
    capability: 'sensitive',
  },
  {
    kind: 'commissions',
    label: 'Commissions',
    description: 'Each sales partner’s commission per referred partner and period: basis, amount and payable.',
    params: ['partner'],
    // The commissions list is platform staff's (and each sales partner's own, who has no Reports).
    userTypes: ['admin', 'eor'],
    link: '/distributions',
    capability: 'sensitive',
  },
  {
    kind: 'tax_liabilities',
    label: 'Tax liabilities by jurisdiction',
    description:
      'Payroll taxes per month of check date and jurisdiction — federal, each state or province — per tax: withheld and the employer’s.',
    params: ['date_range', 'partner'],
    dateLabel: 'Check date',
    userTypes: STAFF_AND_PARTNERS,
    link: '/paychecks',
    capability: 'see_paychecks',
  },
];

export const reportDefinition = (kind: ReportKind): ReportDefinition => REPORT_CATALOGUE.find((r) => r.kind === kind)!;

/** Whether the caller may read this kind's rows: its user type, the page they come from, its capability. */
export function mayReadReportRows(s: AccessSubject, links: readonly string[], def: ReportDefinition): boolean {
  return (
    def.userTypes.includes(s.userType) && links.some((l) => covers(l, def.link)) && hasCapability(s, def.capability)
  );
}

/**
 * The compliance report's parts beyond onboarding (its own page): each is in the report only for a caller
 * whose list of it they may read — licenses are staff's, Forms I-9 the document verifier's.
 */
export const COMPLIANCE_SECTIONS = [
  { key: 'licenses', link: '/licenses' },
  { key: 'i9', link: '/i9_forms', capability: 'document_verifier' },
  { key: 'screenings', link: '/screenings' },
] as const satisfies readonly { key: string; link: string; capability?: Capability }[];
export type ComplianceSection = (typeof COMPLIANCE_SECTIONS)[number]['key'];

export const complianceSectionsOf = (s: AccessSubject, links: readonly string[]): ComplianceSection[] =>
  COMPLIANCE_SECTIONS.filter(
    (c) => links.some((l) => covers(l, c.link)) && hasCapability(s, 'capability' in c ? c.capability : undefined),
  ).map((c) => c.key);

/** Whether the caller may run this kind as a report: its rows, and the Reports page. */
export const mayRunReport = (s: AccessSubject, links: readonly string[], def: ReportDefinition): boolean =>
  mayReadReportRows(s, links, def) && links.some((l) => covers(l, '/reports'));

/** Section 3's `allowed_reports`: the kinds the user may run. */
export const allowedReports = (s: AccessSubject, links: readonly string[]): ReportKind[] =>
  REPORT_CATALOGUE.filter((d) => mayRunReport(s, links, d)).map((d) => d.kind);

export const reportParamsSchema = z
  .object({
    date_from: calendarDateSchema().optional(),
    date_to: calendarDateSchema().optional(),
    client_id: z.string().uuid().optional(),
    partner_id: z.string().uuid().optional(),
  })
  .strict();
export type ReportParams = z.infer<typeof reportParamsSchema>;

export const reportCreateSchema = z
  .object({ kind: z.enum(REPORT_KINDS), params: reportParamsSchema.default({}) })
  .strict()
  .superRefine((b, ctx) => {
    const p = b.params;
    if (Boolean(p.date_from) !== Boolean(p.date_to)) {
      const missing = p.date_from ? 'date_to' : 'date_from';
      ctx.addIssue({ code: 'custom', path: ['params', missing], message: 'Both dates of the period are required' });
    } else if (p.date_from && p.date_to && p.date_from > p.date_to) {
      ctx.addIssue({
        code: 'custom',
        path: ['params', 'date_to'],
        message: 'The end date must not be before the start date',
      });
    }
    const takes = new Set(reportDefinition(b.kind).params);
    const given: [keyof ReportParams, ReportParam][] = [
      ['date_from', 'date_range'],
      ['client_id', 'client'],
      ['partner_id', 'partner'],
    ];
    for (const [field, param] of given)
      if (p[field] && !takes.has(param))
        ctx.addIssue({ code: 'custom', path: ['params', field], message: 'This report does not take this parameter' });
  });
export type ReportCreate = z.input<typeof reportCreateSchema>;

export const reportViewSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  label: z.string(),
  params: reportParamsSchema,
  status: z.enum(REPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  row_count: z.number().int().nullable(),
  error: z.string().nullable(),
  partner: z.object({ id: z.string(), name: z.string() }).nullable(),
  requested_by: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ReportView = z.infer<typeof reportViewSchema>;

export const REPORT_SORTS = ['created_at', 'kind', 'status'] as const;
export const reportFilters = {
  kind: z.enum(REPORT_KINDS).optional(),
  status: z.enum(REPORT_STATUSES).optional(),
};
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const reportDownloadQuerySchema = z.object({ format: z.enum(REPORT_FORMATS).default('csv') }).strict();

/** A report kind as the catalogue route answers it (the caller's allowed kinds only). */
export const reportKindViewSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  label: z.string(),
  description: z.string(),
  params: z.array(z.enum(['date_range', 'client', 'partner'])),
  date_label: z.string().nullable(),
});
export type ReportKindView = z.infer<typeof reportKindViewSchema>;

/** Report schedules: a kind run for its owner weekly or monthly, the link mailed to them. */
export const REPORT_SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number];
export const REPORT_SCHEDULE_FREQUENCY_LABELS: Record<ReportScheduleFrequency, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/**
 * A schedule's parameters are a client and a partner only: its period is the one before each run (the
 * last week or month), so no dates are stored.
 */
export const reportScheduleBodySchema = z
  .object({
    kind: z.enum(REPORT_KINDS),
    frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
    params: reportParamsSchema.omit({ date_from: true, date_to: true }).default({}),
  })
  .strict();
export type ReportScheduleBody = z.input<typeof reportScheduleBodySchema>;

export const reportScheduleViewSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  label: z.string(),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
  params: reportParamsSchema,
  next_run_on: z.string(),
  last_run_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReportScheduleView = z.infer<typeof reportScheduleViewSchema>;
export const REPORT_SCHEDULE_SORTS = ['created_at', 'next_run_on'] as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A schedule's next run after `today`: the next Monday (weekly) or the 1st of next month (monthly). */
export function nextScheduleRun(frequency: ReportScheduleFrequency, today: string): string {
  const d = utc(today);
  if (frequency === 'weekly') {
    const toMonday = (8 - d.getUTCDay()) % 7 || 7;
    d.setUTCDate(d.getUTCDate() + toMonday);
    return isoDay(d);
  }
  return isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
}

/** The period a run on `runOn` reports on: the week (Monday–Sunday) or month before it. */
export function schedulePeriod(
  frequency: ReportScheduleFrequency,
  runOn: string,
): { date_from: string; date_to: string } {
  const d = utc(runOn);
  if (frequency === 'weekly') {
    const end = new Date(d);
    end.setUTCDate(end.getUTCDate() - 1);
    const start = new Date(end);
    start.setUTCDate(start.getUTCDate() - 6);
    return { date_from: isoDay(start), date_to: isoDay(end) };
  }
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0));
  return { date_from: isoDay(start), date_to: isoDay(end) };
}
