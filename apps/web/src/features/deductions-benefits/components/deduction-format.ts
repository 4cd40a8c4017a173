import { DEDUCTION_KIND_LABELS, type DeductionStatus, type PaycheckDeductionView } from '@app/domain';
import { formatMoney, formatPercent } from '../../../components/data-list/format';

export const DEDUCTION_STATUS_LABELS: Record<DeductionStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  completed: 'Completed',
  ended: 'Ended',
  stopped: 'Stopped',
};
export const DEDUCTION_STATUS_COLORS: Record<DeductionStatus, string> = {
  scheduled: 'blue',
  active: 'green',
  completed: 'gray',
  ended: 'gray',
  stopped: 'red',
};

export const kindLabel = (k: PaycheckDeductionView['kind']) => DEDUCTION_KIND_LABELS[k];

/** "$25.00 each paycheck", "10% of wages once". */
export function perPaycheckText(d: Pick<PaycheckDeductionView, 'amount' | 'percent' | 'frequency'>): string {
  const what = d.amount ? formatMoney(d.amount) : `${formatPercent(d.percent)} of wages`;
  return `${what} ${d.frequency === 'recurring' ? 'each paycheck' : 'once'}`;
}
