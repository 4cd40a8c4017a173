import type { DistributionStatus, PayoutView } from '@app/domain';
import { formatDateRange, formatMoney } from '../../../components/data-list/format';
import type { StatusTone } from '../../../components/status-badge';

/** Money in the distribution's currency: dollars either way, CAD named ("$50.00 CAD"); null reads as "—". */
export const moneyIn = (amount: string | null | undefined, currency: string) =>
  amount === null || amount === undefined
    ? '—'
    : currency.toLowerCase() === 'usd'
      ? formatMoney(amount)
      : `${formatMoney(amount)} ${currency.toUpperCase()}`;

export const DISTRIBUTION_STATUS_LABELS: Record<DistributionStatus, string> = {
  calculated: 'Calculated',
  approved: 'Approved',
  paid: 'Paid',
  failed: 'Failed',
};

export const DISTRIBUTION_STATUS_TONES: Record<DistributionStatus, StatusTone> = {
  calculated: 'warning',
  approved: 'success',
  paid: 'info',
  failed: 'danger',
};

export const STATUS_OPTIONS = Object.entries(DISTRIBUTION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export const periodOf = (d: { period_start: string; period_end: string }) =>
  formatDateRange(d.period_start, d.period_end);

export const distributionTitle = (d: { partner: { name: string }; period_start: string; period_end: string }) =>
  `${d.partner.name} — ${periodOf(d)}`;

const PAYOUT_FORMATS: Record<PayoutView['format'], { name: string; trace: string }> = {
  nacha: { name: 'ACH (CCD)', trace: 'trace' },
  cpa005: { name: 'CPA-005', trace: 'reference' },
};

/** How a payout is named: its file's kind, the account's last four and the entry's trace (or reference). */
export const payoutLabel = (p: PayoutView) =>
  `${PAYOUT_FORMATS[p.format].name} to ****${p.account_last4}, ${PAYOUT_FORMATS[p.format].trace} ${p.trace_number}`;

/** A payout's state: sent, or returned with the bank's code. */
export const payoutState = (p: PayoutView) =>
  p.status === 'returned' ? `Returned ${p.return_code ?? ''}`.trim() : 'Sent';
