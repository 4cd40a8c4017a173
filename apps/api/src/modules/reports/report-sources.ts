/**
 * Where each report's rows come from: the owning module's service, called as the requester, so a report
 * holds exactly the rows the requester's list shows (the same scope, the same filter) and its totals are
 * the sums of those rows. A source reads its list a page at a time by cursor and says how far it is.
 */
import { ONBOARDING_STEP_TITLES, type ReportKind } from '@app/domain';
import { commissionList } from '../distributions/commission-payouts.service.js';
import { distributionList } from '../distributions/distributions.service.js';
import { documentList } from '../documents/documents.service.js';
import { invoiceAging, invoiceList } from '../invoices/invoices.service.js';
import { ledgerItemList } from '../ledger/ledger-items-list.service.js';
import { onboardingStandingList } from '../onboarding/onboarding-standings-list.service.js';
import { paymentList } from '../payments/payments.service.js';
import { paycheckList } from '../payroll-runs/payroll-runs.service.js';
import { ptoBalanceList } from '../pto/pto-balances.service.js';
import { complianceStatus } from './compliance-source.js';
import { marginByClient, marginByPlacement, marginByRecruiter } from './margin-sources.js';
import { everyRow, totalsByCurrency, type ReportTable, type SourceContext } from './report-table.js';
import { taxLiabilitiesByJurisdiction } from './tax-jurisdictions.js';

export type { ReportTable, SourceContext };

async function billingRegister(ctx: SourceContext): Promise<ReportTable> {
  const { params: q } = ctx;
  const rows = await everyRow(ctx, { column: 'due_date', desc: false }, (page) =>
    invoiceList(ctx.deps, ctx.principal, {
      partnerId: ctx.partnerId,
      clientId: q.client_id,
      dueFrom: q.date_from,
      dueTo: q.date_to,
      ...page,
    }),
  );
  const header = [
    'Number',
    'Status',
    'Client',
    'Partner',
    'Period start',
    'Period end',
    'Invoice date',
    'Due date',
    'Currency',
    'Total due',
    'Paid',
    'Remaining',
  ];
  return {
    header,
    rows: rows.map((i) => [
      i.number,
      i.status,
      i.client.name,
      i.partner.name,
      i.period.start,
      i.period.end,
      i.invoice_date,
      i.due_date,
      i.currency,
      i.total_due,
      i.allocated_amount,
      i.remaining_amount,
    ]),
    totals: totalsByCurrency(
      rows,
      (i) => i.currency,
      header.length,
      [
        { index: 9, value: (i) => i.total_due },
        { index: 10, value: (i) => i.allocated_amount },
        { index: 11, value: (i) => i.remaining_amount },
      ],
      8,
    ),
  };
}

async function arAging(ctx: SourceContext): Promise<ReportTable> {
  const aging = await invoiceAging(ctx.deps, ctx.principal, {
    client_id: ctx.params.client_id,
    partner_id: ctx.partnerId,
  });
  return {
    header: [
      'As of',
      'Currency',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total',
      'Invoices',
    ],
    rows: aging.rows.map((r) => [
      aging.as_of,
      r.currency,
      r.current,
      r.days_1_30,
      r.days_31_60,
      r.days_61_90,
      r.days_over_90,
      r.total,
      r.invoice_count,
    ]),
    // The aging is itself a summary: one row per currency, each already its total.
    totals: [],
  };
}

async function paymentsReceived(ctx: SourceContext): Promise<ReportTable> {
  const { params: q } = ctx;
  const rows = await everyRow(ctx, { column: 'payment_date', desc: false }, (page) =>
    paymentList(ctx.deps.db, ctx.principal, {
      partnerId: ctx.partnerId,
      clientId: q.client_id,
      dateFrom: q.date_from,
      dateTo: q.date_to,
      ...page,
    }),
  );
  const header = [
    'Date',
    'Client',
    'Partner',
    'Method',
    'Reference',
    'Status',
    'Currency',
    'Amount',
    'Applied',
    'Unapplied',
  ];
  return {
    header,
    rows: rows.map((r) => [
      r.payment_date,
      r.client.name,
      r.partner.name,
      r.method,
      r.reference,
      r.status,
      r.currency,
      r.amount,
      r.allocated_amount,
      r.unapplied_amount,
    ]),
    totals: totalsByCurrency(
      rows,
      (r) => r.currency,
      header.length,
      [
        { index: 7, value: (r) => r.amount },
        { index: 8, value: (r) => r.allocated_amount },
        { index: 9, value: (r) => r.unapplied_amount },
      ],
      6,
    ),
  };
}

async function payrollRegister(ctx: SourceContext): Promise<ReportTable> {
  const { params: q } = ctx;
  const rows = await everyRow(ctx, { column: 'check_date', desc: false }, (page) =>
    paycheckList(ctx.deps.db, ctx.principal, {
      partnerId: ctx.partnerId,
      checkDateFrom: q.date_from,
      checkDateTo: q.date_to,
      ...page,
    }),
  );
  const header = [
    'Check date',
    'Worker',
    'Partner',
    'Classification',
    'Work state',
    'Currency',
    'Gross',
    'Employee taxes',
    'Deductions',
    'Net',
    'Employer taxes',
  ];
  return {
    header,
    rows: rows.map((r) => [
      r.check_date,
      r.contractor.name,
      r.partner.name,
      r.classification,
      r.work_state,
      r.currency,
      r.gross,
      r.employee_taxes,
      r.deductions,
      r.net,
      r.employer_taxes,
    ]),
    totals: totalsByCurrency(
      rows,
      (r) => r.currency,
      header.length,
      [
        { index: 6, value: (r) => r.gross },
        { index: 7, value: (r) => r.employee_taxes },
        { index: 8, value: (r) => r.deductions },
        { index: 9, value: (r) => r.net },
        { index: 10, value: (r) => r.employer_taxes },
      ],
      5,
    ),
  };
}

const hours = (minutes: number) => (minutes / 60).toFixed(2);

async function ptoBalances(ctx: SourceContext): Promise<ReportTable> {
  const rows = await everyRow(ctx, { column: 'contractor', desc: false }, (page) =>
    ptoBalanceList(ctx.deps.db, ctx.principal, page),
  );
  return {
    header: [
      'Worker',
      'Policy',
      'Method',
      'Start date',
      'Accrued hours',
      'Used hours',
      'Forfeited hours',
      'Balance hours',
    ],
    rows: rows.map((r) => [
      r.contractor.name,
      r.pto_rule.name,
      r.pto_rule.method,
      r.start_date,
      hours(r.accrued_minutes),
      hours(r.used_minutes),
      hours(r.forfeited_minutes),
      hours(r.balance_minutes),
    ]),
    totals: [],
  };
}

async function expiringDocuments(ctx: SourceContext): Promise<ReportTable> {
  const of = (expiry: 'expiring_soon' | 'expired') =>
    everyRow(ctx, { column: 'expires_on', desc: false }, (page) =>
      documentList(ctx.deps, ctx.principal, 'contractor', { status: 'active', expiry, ...page }),
    );
  const rows = [...(await of('expired')), ...(await of('expiring_soon'))];
  return {
    header: ['Worker', 'Partner', 'Document', 'File', 'Expires on', 'State'],
    rows: rows.map((d) => [
      d.owner?.name,
      d.partner?.name,
      d.name,
      d.filename,
      d.expires_on,
      d.expired ? 'Expired' : 'Expiring soon',
    ]),
    totals: [],
  };
}

async function distributions(ctx: SourceContext): Promise<ReportTable> {
  const rows = await everyRow(ctx, { column: 'period_start', desc: false }, (page) =>
    distributionList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
  );
  const header = [
    'Partner',
    'Period start',
    'Period end',
    'Status',
    'Currency',
    'Cash',
    'Pay',
    'Margin',
    'Partner amount',
    'Platform amount',
    'Commission',
    'Payable',
  ];
  return {
    header,
    rows: rows.map((d) => [
      d.partner.name,
      d.period_start,
      d.period_end,
      d.status,
      d.currency,
      d.cash,
      d.pay,
      d.margin,
      d.partner_amount,
      d.platform_amount,
      d.commission,
      d.payable,
    ]),
    totals: totalsByCurrency(
      rows,
      (d) => d.currency,
      header.length,
      [
        { index: 5, value: (d) => d.cash },
        { index: 7, value: (d) => d.margin },
        { index: 8, value: (d) => d.partner_amount },
        { index: 9, value: (d) => d.platform_amount },
        { index: 11, value: (d) => d.payable },
      ],
      4,
    ),
  };
}

async function commissions(ctx: SourceContext): Promise<ReportTable> {
  const rows = await everyRow(ctx, { column: 'period_start', desc: false }, (page) =>
    commissionList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
  );
  const header = [
    'Sales partner',
    'Partner',
    'Period start',
    'Period end',
    'Status',
    'Currency',
    'Basis',
    'Amount',
    'Payable',
  ];
  return {
    header,
    rows: rows.map((c) => [
      c.sales_partner.name,
      c.partner.name,
      c.period_start,
      c.period_end,
      c.status,
      c.currency,
      c.basis,
      c.amount,
      c.payable,
    ]),
    totals: totalsByCurrency(
      rows,
      (c) => c.currency,
      header.length,
      [
        { index: 7, value: (c) => c.amount },
        { index: 8, value: (c) => c.payable },
      ],
      5,
    ),
  };
}

/**
 * Hours worked per week, client and worker: the pay side of the time ledger (reversals net out). The week
 * is the employer's workweek each item was posted in (its transaction's week start, from the pay calendar's
 * workweek start day and hour), so the report's weeks are the ones the overtime engine totalled.
 */
async function hoursByWeek(ctx: SourceContext): Promise<ReportTable> {
  const { params: q } = ctx;
  const items = (
    await everyRow(ctx, { column: 'work_date', desc: false }, (page) =>
      ledgerItemList(ctx.deps.db, ctx.principal, {
        side: 'pay',
        partnerId: ctx.partnerId,
        clientId: q.client_id,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        ...page,
      }),
    )
  ).filter((i) => i.timesheet_id !== null);
  const groups = new Map<string, { week: string; client: string; worker: string; minutes: number }>();
  for (const i of items) {
    // Every time item has its week; the work date stands in only so no hour could drop out of the total.
    const week = i.week_start ?? i.work_date;
    const key = `${week}|${i.client.id}|${i.contractor.id}`;
    const g = groups.get(key) ?? { week, client: i.client.name, worker: i.contractor.name, minutes: 0 };
    g.minutes += i.minutes;
    groups.set(key, g);
  }
  const rows = [...groups.values()].sort(
    (a, b) => a.week.localeCompare(b.week) || a.client.localeCompare(b.client) || a.worker.localeCompare(b.worker),
  );
  const total = rows.reduce((s, g) => s + g.minutes, 0);
  return {
    header: ['Week start', 'Client', 'Worker', 'Hours'],
    rows: rows.map((g) => [g.week, g.client, g.worker, hours(g.minutes)]),
    totals: rows.length ? [['Total', null, null, hours(total)]] : [],
  };
}

/** Where each person with onboarding steps stands (the /onboarding list's rows, by name). */
async function onboardingStatus(ctx: SourceContext): Promise<ReportTable> {
  const rows = (await onboardingStandingList(ctx.deps.db, ctx.principal))
    .filter((s) => !ctx.partnerId || s.partner?.id === ctx.partnerId)
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    header: [
      'Name',
      'Email',
      'User type',
      'Partner',
      'Classification',
      'Completed',
      'Required',
      'Current step',
      'Last completed',
    ],
    rows: rows.map((s) => [
      s.name,
      s.email,
      s.userType,
      s.partner?.name,
      s.classification,
      s.completed.length,
      s.required.length,
      s.current ? ONBOARDING_STEP_TITLES[s.current] : 'Complete',
      s.lastCompletedAt,
    ]),
    totals: [],
  };
}

export const REPORT_SOURCES: Record<ReportKind, (ctx: SourceContext) => Promise<ReportTable>> = {
  billing_register: billingRegister,
  ar_aging: arAging,
  payments_received: paymentsReceived,
  payroll_register: payrollRegister,
  pto_balances: ptoBalances,
  expiring_documents: expiringDocuments,
  margin_by_client: marginByClient,
  margin_by_placement: marginByPlacement,
  margin_by_recruiter: marginByRecruiter,
  distributions,
  commissions,
  tax_liabilities: taxLiabilitiesByJurisdiction,
  hours: hoursByWeek,
  onboarding_status: onboardingStatus,
  compliance_status: complianceStatus,
};
