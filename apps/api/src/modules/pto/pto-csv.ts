/** The CSV columns of the PTO lists: rules, the accrual ledger and the balances. Hours as the web shows them. */
import { minutesAsHours, type PtoAccrualView, type PtoBalanceView, type PtoRuleView } from '@app/domain';
import type { CsvColumn } from '../../lib/list.js';

const hours = (m: number | null) => (m === null ? null : minutesAsHours(m));

export const ruleCsvColumns: readonly CsvColumn<PtoRuleView>[] = [
  { header: 'Name', value: (x) => x.name },
  { header: 'Partner', value: (x) => x.partner?.name ?? 'Platform' },
  { header: 'Method', value: (x) => x.method },
  { header: 'Accrual rate', value: (x) => x.accrual_rate },
  { header: 'Hours per period', value: (x) => hours(x.minutes_per_period) },
  { header: 'Balance cap (h)', value: (x) => hours(x.balance_cap_minutes) },
  { header: 'Carry-over cap (h)', value: (x) => hours(x.carry_over_cap_minutes) },
  { header: 'Enrolled', value: (x) => x.enrolled_count },
  { header: 'Balance (h)', value: (x) => hours(x.balance_minutes) },
  { header: 'Active', value: (x) => x.active },
];

export const accrualCsvColumns: readonly CsvColumn<PtoAccrualView>[] = [
  { header: 'Date', value: (x) => x.effective_date },
  { header: 'Contractor', value: (x) => x.contractor.name },
  { header: 'Rule', value: (x) => x.pto_rule.name },
  { header: 'Kind', value: (x) => x.kind },
  { header: 'Minutes', value: (x) => x.minutes },
  { header: 'Hours', value: (x) => minutesAsHours(x.minutes) },
  { header: 'Timesheet', value: (x) => x.timesheet_id },
  { header: 'Time off request', value: (x) => x.time_off_request_id },
  { header: 'Note', value: (x) => x.note },
];

export const balanceCsvColumns: readonly CsvColumn<PtoBalanceView>[] = [
  { header: 'Contractor', value: (x) => x.contractor.name },
  { header: 'Rule', value: (x) => x.pto_rule.name },
  { header: 'Enrolled since', value: (x) => x.start_date },
  { header: 'Accrued (h)', value: (x) => minutesAsHours(x.accrued_minutes) },
  { header: 'Used (h)', value: (x) => minutesAsHours(x.used_minutes) },
  { header: 'Forfeited (h)', value: (x) => minutesAsHours(x.forfeited_minutes) },
  { header: 'Balance (h)', value: (x) => minutesAsHours(x.balance_minutes) },
];
