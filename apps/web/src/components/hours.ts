import { ENUM_LABELS, minutesAsHours } from '@app/domain';
import { formatHours } from './data-list/format';

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

export const KIND_LABELS = ENUM_LABELS.ptoLedgerKind;
export const METHOD_LABELS = ENUM_LABELS.ptoAccrualMethod;
