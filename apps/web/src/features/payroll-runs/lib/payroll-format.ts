/** How the payroll run pages word and format a run, a worker and a paycheck. */
import {
  ACH_RETURN_CODES,
  PAYROLL_RUN_STATUS_LABELS,
  PAYROLL_RUN_STATUSES,
  type PaycheckDetail,
  type PayrollRunStatus,
  type PayrollRunView,
  type PayrollRunWorker,
  type TransferFallback,
  type TransferStatus,
} from '@app/domain';
import { formatCalendarDate, formatDateRange, formatMoney } from '../../../components/data-list/format';
import type { StatusTone } from '../../../components/status-badge';
import { centsToDecimal, sumMoney, toCents } from '../../../lib/decimal';

/** What each status means on a badge: a pre-draft is being prepared, pending waits for approval. */
export const PAYROLL_RUN_STATUS_TONES: Record<PayrollRunStatus, StatusTone> = {
  pre_draft: 'neutral',
  pending: 'warning',
  processing: 'info',
  paid: 'success',
  // Some transfers came back: money still owed to those workers.
  partially_paid: 'warning',
  failed: 'danger',
};

export const statusLabel = (s: PayrollRunStatus) => PAYROLL_RUN_STATUS_LABELS[s];

/** The statuses as filter options, in their order. */
export const STATUS_OPTIONS = PAYROLL_RUN_STATUSES.map((value) => ({ value, label: PAYROLL_RUN_STATUS_LABELS[value] }));

/** Money in the paycheck's currency: "$1,200.00" for US dollars, the code ahead otherwise ("CAD 1,200.00"). */
export const moneyIn = (amount: string | null | undefined, currency = 'USD') =>
  formatMoney(amount, currency.toUpperCase() === 'USD' ? '$' : `${currency.toUpperCase()} `);

/** An amount taken away, as it reads in a footing: '12.50' → '-12.50', '0.00' stays '0.00'. */
export const negate = (amount: string) => centsToDecimal(-(toCents(amount) ?? 0n));

export const periodText = (run: Pick<PayrollRunView, 'period_start' | 'period_end'>) =>
  formatDateRange(run.period_start, run.period_end);

/** How the run's money reaches the workers (the partner's `self_funded` flag). */
export const FUNDING_LABELS: Record<PayrollRunView['funding'], string> = {
  self_funded: "Self-funded (the partner's bank is debited)",
  funded: 'Funded by the platform (recovered through invoices)',
};

/** The engine's classifications, as the paycheck calculator words them. */
const CLASSIFICATION_LABELS: Record<string, string> = {
  'w-2': 'W-2 employee',
  '1099': '1099 contractor',
  canada_t4: 'Canada (T4)',
  international_ic: 'International contractor',
  international_eor: 'International (EOR)',
  independent_contractor: '1099 contractor',
};

/** 'federal_income_tax' → "Federal income tax": a key no label names still reads as words. */
export const humanize = (value: string) => {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const classificationLabel = (c: string) => CLASSIFICATION_LABELS[c] ?? humanize(c);

/** The paycheck's sections, in the order a pay stub reads them. */
export type PaycheckSection = PaycheckDetail['lines'][number]['section'];
export const PAYCHECK_SECTIONS: { section: PaycheckSection; title: string }[] = [
  { section: 'earning', title: 'Earnings' },
  { section: 'pre_tax', title: 'Pre-tax deductions' },
  { section: 'employee_tax', title: 'Employee taxes' },
  { section: 'employer_tax', title: 'Employer taxes' },
  { section: 'post_tax', title: 'Post-tax deductions' },
];

/** A section's lines and their total. */
export function sectionOf(paycheck: Pick<PaycheckDetail, 'lines'>, section: PaycheckSection) {
  const lines = paycheck.lines.filter((l) => l.section === section);
  return { lines, total: sumMoney(lines.map((l) => l.amount)) };
}

/** The year-to-date figures the engine keeps, worded (a key not named here is humanized). */
const YTD_LABELS: Record<string, string> = {
  gross: 'Gross pay',
  fica_wages: 'FICA wages',
  social_security_tax: 'Social Security tax',
  futa_wages: 'FUTA wages',
  suta_wages: 'State unemployment wages',
  supplemental_wages: 'Supplemental wages',
  federal_income_tax: 'Federal income tax',
  canada_pensionable: 'Pensionable earnings',
  cpp: 'CPP',
  cpp2: 'CPP2',
  ei: 'EI',
  canada_bonus_enhanced_cpp: 'Enhanced CPP on bonuses',
};
export const ytdLabel = (key: string) => YTD_LABELS[key] ?? humanize(key);

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Where a paycheck's ledger item comes from: its entry in the timesheet list (that contractor, that day)
 * or its expense — the link the invoice and ledger pages give a source.
 */
export function sourceLinkOf(
  contractorId: string,
  item: Pick<PaycheckDetail['items'][number], 'work_date' | 'timesheet_id' | 'expense_id'>,
): { to: string; label: string } | null {
  const day = `contractor_id=${contractorId}&date_from=${item.work_date}&date_to=${item.work_date}`;
  if (item.timesheet_id) return { to: `/timesheets?${day}`, label: 'Timesheet' };
  if (item.expense_id) return { to: `/expenses?${day}`, label: 'Expense' };
  return null;
}

/** A transfer's status on a badge: on its way, paid, or returned by the bank. */
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
};
export const TRANSFER_STATUS_TONES: Record<TransferStatus, StatusTone> = {
  processing: 'info',
  paid: 'success',
  failed: 'danger',
};

type Transfer = NonNullable<PayrollRunWorker['transfer']>;

/** How the paycheck is paid: "Direct deposit ••••1234", "Check", or a dash (nothing to send for net zero). */
export function transferMethodText(t: Pick<Transfer, 'method' | 'account_last4'>): string {
  if (t.method === 'direct_deposit')
    return t.account_last4 ? `Direct deposit ••••${t.account_last4}` : 'Direct deposit';
  if (t.method === 'check') return 'Check';
  return '—';
}

/**
 * A share paid by check in place of an account not verified by its prenote (decision 0067), and why — what
 * the account's prenote says now: "By check in place of •••••1234: its prenote clears Sep 30, 2026".
 */
export function fallbackText(f: TransferFallback): string {
  if (f.reason === 'account_returned')
    return `By check in place of ${f.account_masked}: a deposit to it was returned${f.return_code ? ` (${returnCodeText(f.return_code)})` : ''}, so none go to it`;
  const why = f.return_code
    ? `its prenote was returned (${f.return_code})`
    : f.clears_on
      ? `its prenote clears ${formatCalendarDate(f.clears_on)}`
      : f.reason === 'prenote_returned'
        ? 'its prenote was returned'
        : 'its prenote had not cleared';
  return `By check in place of ${f.account_masked}: ${why}`;
}

/** A bank return code with its meaning: "R01 insufficient funds"; a code the list does not name stays as it is. */
export function returnCodeText(code: string): string {
  const label = (ACH_RETURN_CODES as Record<string, string>)[code];
  return label ? `${code} ${label.charAt(0).toLowerCase()}${label.slice(1)}` : code;
}

/** Processing's progress: "3 of 5 paychecks issued". */
export const progressText = (run: Pick<PayrollRunView, 'processed_count' | 'worker_count'>) =>
  `${run.processed_count} of ${plural(run.worker_count, 'paycheck')} issued`;

/** A run whose paychecks are issued (approved or later): they are in the paychecks list. */
export const issuesPaychecks = (status: PayrollRunStatus) =>
  status === 'processing' || status === 'paid' || status === 'partially_paid' || status === 'failed';

export type RunTotalsFigures = Pick<
  PayrollRunView['totals'],
  'gross' | 'employee_taxes' | 'deductions' | 'net' | 'employer_taxes'
>;

/**
 * The run's figures per currency, from its workers (the excluded and refused have none): a run with a
 * Canadian or an international worker pays in several currencies, which are never added together.
 */
export function totalsByCurrency(workers: readonly PayrollRunWorker[]): [currency: string, totals: RunTotalsFigures][] {
  const by = new Map<string, PayrollRunWorker[]>();
  for (const w of workers) {
    if (w.excluded || w.refusal) continue;
    by.set(w.currency, [...(by.get(w.currency) ?? []), w]);
  }
  const sum = (ws: PayrollRunWorker[], k: keyof RunTotalsFigures) => sumMoney(ws.map((w) => w[k]));
  return [...by]
    .sort(([a], [b]) => (a === 'USD' ? -1 : b === 'USD' ? 1 : a.localeCompare(b)))
    .map(([currency, ws]) => [
      currency,
      {
        gross: sum(ws, 'gross'),
        employee_taxes: sum(ws, 'employee_taxes'),
        deductions: sum(ws, 'deductions'),
        net: sum(ws, 'net'),
        employer_taxes: sum(ws, 'employer_taxes'),
      },
    ]);
}
