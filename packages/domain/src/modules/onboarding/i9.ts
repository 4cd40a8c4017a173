/**
 * Form I-9 after section 1 (issue 15; decision 0079): when section 2 is due, when work authorization is
 * to be re-verified, and when the reminders go. Section 2 is due three business days after the worker's
 * first day of employment (8 CFR 274a.2(b)(1)(ii)); business days are the platform's banking calendar
 * (weekdays less the Federal Reserve holidays, decision 0059). Re-verification is due when the work
 * authorization the worker attested in section 1 (or recorded at the last re-verification) expires
 * within I9_REVERIFICATION_WARNING_DAYS or has expired.
 */
import { bankingDaysFrom, federalReserveHolidays } from '../../banking-calendar.js';
import type { Role } from '../../enums.js';
import { daysUntil } from '../documents.js';

/** Section 2 is complete within this many business days of the first day of employment. */
export const I9_SECTION2_BUSINESS_DAYS = 3;

/** The day section 2 is due: three business days after the first day of employment (YYYY-MM-DD). */
export const section2DueOn = (startDate: string) => bankingDaysFrom(startDate, I9_SECTION2_BUSINESS_DAYS);

/**
 * The bank holidays of these years (YYYY-MM-DD), for a query that counts business days in SQL: the
 * same days `section2DueOn` skips.
 */
export function bankHolidaysBetween(fromYear: number, toYear: number): string[] {
  const days: string[] = [];
  for (let y = fromYear; y <= toYear; y++) days.push(...federalReserveHolidays(y));
  return days.sort();
}

/** An authorization expiring within this many days (or expired) is due for re-verification. */
export const I9_REVERIFICATION_WARNING_DAYS = 90;

/** The days before an authorization expires that its reminders go, earliest first. */
export const I9_EXPIRY_REMINDER_DAYS = [90, 30, 7] as const;
export type I9ExpiryReminderStage = (typeof I9_EXPIRY_REMINDER_DAYS)[number];

/**
 * The reminder an authorization expiring on `expiresOn` is owed `today`: the nearest stage it has
 * reached (7 once within a week or expired, 30 within a month, 90 within 90 days), null before. A run
 * that missed a stage sends the one reached, not every one passed.
 */
export function expiryReminderStage(today: string, expiresOn: string): I9ExpiryReminderStage | null {
  const days = daysUntil(today, expiresOn);
  const reached = I9_EXPIRY_REMINDER_DAYS.filter((stage) => days <= stage);
  return reached.length ? reached[reached.length - 1]! : null;
}

/** Whether an authorization expiring on `expiresOn` is due for re-verification `today`. */
export const reverificationDue = (today: string, expiresOn: string | null) =>
  expiresOn !== null && daysUntil(today, expiresOn) <= I9_REVERIFICATION_WARNING_DAYS;

/** The /i9_forms list's filters (`status`): what is due, overdue, done, and re-verifications due. */
export const I9_LIST_FILTERS = ['due', 'overdue', 'completed', 'reverification_due'] as const;
export type I9ListFilter = (typeof I9_LIST_FILTERS)[number];
export const I9_LIST_FILTER_LABELS: Record<I9ListFilter, string> = {
  due: 'Section 2 due',
  overdue: 'Section 2 overdue',
  completed: 'Section 2 completed',
  reverification_due: 'Re-verification due',
};

/**
 * The partner's users told of an I-9 reminder: its document verifiers (who open the form) and those who
 * manage its workers (who open the worker: /i9_forms is the verifiers' page).
 */
export const I9_VERIFIER_NOTICE_ROLES = ['document_verifier'] as const satisfies readonly Role[];
export const I9_MANAGER_NOTICE_ROLES = ['owner', 'admin', 'manager'] as const satisfies readonly Role[];
