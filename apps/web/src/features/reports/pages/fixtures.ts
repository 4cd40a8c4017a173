import type { ReportKindView, ReportView } from '@app/domain';

export const kinds: ReportKindView[] = [
  {
    kind: 'billing_register',
    label: 'Billing register',
    description: 'Every invoice with its client, period, dates, amounts billed, paid and still owed.',
    params: ['date_range', 'client', 'partner'],
    date_label: 'Due date',
  },
  {
    kind: 'pto_balances',
    label: 'PTO balances',
    description: 'Each worker’s paid time off per policy.',
    params: [],
    date_label: null,
  },
  {
    kind: 'margin_by_placement',
    label: 'Margin by placement',
    description: 'Each placement’s billing, pay, employer burden and margin (bill − pay − burden).',
    params: ['date_range', 'partner'],
    date_label: 'Due date',
  },
  {
    kind: 'compliance_status',
    label: 'Compliance status',
    description: 'Per worker: onboarding, licenses, Form I-9 and screenings — the parts you may read.',
    params: [],
    date_label: null,
  },
];

export const report = (over: Partial<ReportView> = {}): ReportView => ({
  id: 'rp-1',
  kind: 'billing_register',
  label: 'Billing register',
  params: {},
  status: 'FINISHED',
  progress: 100,
  row_count: 12,
  error: null,
  partner: { id: 'p-1', name: 'Acme Staffing' },
  requested_by: { id: 'u-1', name: 'Pat Owner' },
  created_at: '2026-11-02T10:00:00.000Z',
  finished_at: '2026-11-02T10:00:05.000Z',
  ...over,
});
