/**
 * An assignment as the caller may see it: the rates in effect today (or the start rates before it
 * starts), with the side the caller may not see left out entirely, and the margin for those who see both.
 */
import Decimal from 'decimal.js';
import {
  BILL_RATE_FIELDS,
  PAY_RATE_FIELDS,
  seesMargin,
  type AssignmentMargin,
  type AssignmentView,
  type RateField,
  type RateValues,
  type RateVisibility,
} from '@app/domain';
import { compareEffective, rateMargin, rateString, rowInEffect, STANDARD_ANNUAL_HOURS } from '@app/paybill';
import { employerKeyFor } from '../pay-calendars/pay-calendars.service.js';
import { burdenFor, type BurdenBook, type BurdenScope } from '../rates/employer-burden.js';
import { burdenRatesFromSettings } from '../rates/rate-settings.js';
import type { AssignmentJoined, AssignmentRateRow } from './assignments.repository.js';

const COLUMN: Record<RateField, keyof AssignmentRateRow> = {
  pay_rate: 'payRate',
  overtime_pay_rate: 'overtimePayRate',
  double_overtime_pay_rate: 'doubleOvertimePayRate',
  holiday_pay_rate: 'holidayPayRate',
  annual_salary: 'annualSalary',
  bill_rate: 'billRate',
  overtime_bill_rate: 'overtimeBillRate',
  double_overtime_bill_rate: 'doubleOvertimeBillRate',
  holiday_bill_rate: 'holidayBillRate',
};
export const rateColumnOf = (f: RateField) => COLUMN[f];

const asDated = (r: AssignmentRateRow) => ({ id: r.id, effective_date: r.effectiveDate, created_at: r.createdAt });

/** The day an assignment's "current" rates are read for: today, or its start while it has not started. */
export const ratesDateOf = (startDate: string, today: string) => (startDate > today ? startDate : today);

/** The row in effect on `date`; before the first row starts, the earliest (the start rates). */
export function currentRateRow(rows: readonly AssignmentRateRow[], date: string): AssignmentRateRow | undefined {
  const dated = rows.map((r) => ({ ...asDated(r), row: r }));
  const inEffect = rowInEffect(dated, date);
  if (inEffect) return inEffect.row;
  const earliest = [...dated].sort((a, b) => compareEffective(a, b))[0];
  return earliest?.row;
}

/** The rate fields of a row the caller may see; the others are not keys at all. */
export function visibleRates(row: AssignmentRateRow | undefined, v: RateVisibility): RateValues {
  const fields: RateField[] = [...(v.pay ? PAY_RATE_FIELDS : []), ...(v.bill ? BILL_RATE_FIELDS : [])];
  return Object.fromEntries(fields.map((f) => [f, row ? ((row[COLUMN[f]] as string | null) ?? null) : null]));
}

/** Hourly pay for the margin: the pay rate, or the salary over a standard year. */
const hourlyPay = (row: AssignmentRateRow) =>
  row.payRate ?? (row.annualSalary ? new Decimal(row.annualSalary).div(STANDARD_ANNUAL_HOURS).toFixed(4) : null);

/** What an assignment's margin is figured for: its employer, work state, class code and classification, on a date. */
export const burdenScopeOf = (a: AssignmentJoined, date: string): BurdenScope => ({
  date,
  partnerId: a.assignment.partnerId,
  employerKey: employerKeyFor({ id: a.assignment.partnerId, selfEmployer: a.partnerSelfEmployer }),
  region: a.workLocation.state,
  country: a.workLocation.country,
  workersCompCode: a.workersCompCode,
  classification: a.job.classification,
});

function marginOf(
  a: AssignmentJoined,
  row: AssignmentRateRow | undefined,
  book: BurdenBook,
  date: string,
): AssignmentMargin | null {
  const pay = row ? hourlyPay(row) : null;
  if (!row?.billRate || pay === null) return null;
  // The same calculation as the pricing calculator's: the payroll engine's employer cost (decision 0045).
  const scope = burdenScopeOf(a, date);
  const m = rateMargin({
    pay,
    bill: row.billRate,
    classification: a.job.classification,
    burdenRates: burdenRatesFromSettings(book.settings, scope),
    burden: burdenFor(book, scope, pay).burden,
  });
  return {
    per_hour: rateString(m.margin_per_hour),
    percent: m.margin_percent === null ? null : rateString(m.margin_percent),
    burden_per_hour: rateString(m.burden.total),
    markup_percent: m.markup_percent === null ? null : rateString(m.markup_percent),
  };
}

export function toAssignmentView(
  a: AssignmentJoined,
  rates: readonly AssignmentRateRow[],
  v: RateVisibility,
  book: BurdenBook,
  today: string,
): AssignmentView {
  const x = a.assignment;
  const current = currentRateRow(rates, ratesDateOf(x.startDate, today));
  const wl = a.workLocation;
  return {
    id: x.id,
    job_title: a.job.title,
    job: a.job,
    start_date: x.startDate,
    end_date: x.endDate,
    status: x.status,
    client: { id: x.clientId, name: a.clientName },
    contractor: { id: x.contractorId, name: a.contractorName, classification: a.contractorClassification },
    partner: { id: x.partnerId, name: a.partnerName },
    work_location: {
      id: wl.id,
      name: wl.name,
      address: {
        street_address_line_1: wl.streetAddressLine1,
        city: wl.city,
        state: wl.state,
        zipcode: wl.zipcode,
        country: wl.country,
      },
    },
    address: { state: wl.state },
    end_client: x.endClientId ? { id: x.endClientId, name: a.endClientName ?? '' } : null,
    department: x.departmentId ? { id: x.departmentId, name: a.departmentName ?? '' } : null,
    has_worked: x.hasWorked,
    processing_status: x.processingStatus,
    processing_status_message: x.processingStatusMessage,
    ended_reason: x.endedReason,
    rates_effective_date: current?.effectiveDate ?? null,
    ...visibleRates(current, v),
    ...(seesMargin(v) && { margin: marginOf(a, current, book, today) }),
    created_at: x.createdAt.toISOString(),
  };
}
