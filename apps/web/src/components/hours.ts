import { ENUM_LABELS, minutesAsHours } from '@app/domain';

export { hoursText } from './hours-text';

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
