import { minutesAsHours } from '@app/domain';
import { formatHours } from '../../../components/data-list/format';

/** 480 → "8.00 h", −90 → "-1.50 h": two places, as the timesheets and the ledger show hours. */
export const hoursText = (minutes: number) => `${formatHours(minutes)} h`;

/** Hours as typed ("7.5") → whole minutes, '' → null, anything else → NaN (the schema refuses it). */
export function minutesOfHours(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+(\.\d+)?$/.test(t)) return Number.NaN;
  return Math.round(Number(t) * 60);
}

export const hoursOfMinutes = (minutes: number | null) => (minutes === null ? '' : minutesAsHours(minutes));

export const KIND_LABELS: Record<string, string> = {
  accrual: 'Accrual',
  reversal: 'Reversal',
  usage: 'Usage',
  usage_reversal: 'Usage reversed',
  carry_over: 'Carry-over',
  forfeit: 'Forfeit',
  adjustment: 'Adjustment',
};

export const METHOD_LABELS: Record<string, string> = {
  per_hour_worked: 'Per hour worked',
  per_period: 'Per pay period',
};
