/**
 * The overtime engine's contract. Pure data in, pure data out: the API loads a person's
 * workweek with one employer, the engine classifies it, the ledger posts the difference.
 * Money and rates are decimal strings; minutes are integers.
 */
import type { OvertimeRule, PayClass, TimesheetType } from '@app/domain';

export type { OvertimeRule, PayClass, TimesheetType };

/** An assignment's rates in effect on the work date (null: not set on the assignment). */
export interface RateCard {
  pay: string;
  bill: string;
  overtimePay: string | null;
  overtimeBill: string | null;
  doubleTimePay: string | null;
  doubleTimeBill: string | null;
  holidayPay: string | null;
  holidayBill: string | null;
}

/** The client's contract rule for billing premium time on this assignment. */
export interface BillRule {
  /** Bill OT for this assignment's own hours over 40 in the workweek. */
  weeklyOvertime: boolean;
  /** Bill California daily OT/DT (only meaningful for California work). */
  dailyOvertime: boolean;
  /** Bill worked holiday hours at the holiday bill rate. */
  holiday: boolean;
}

/** One shift, already placed in the workweek. */
export interface WeekShift {
  entryId: string;
  assignmentId: string;
  type: TimesheetType;
  /** UTC instants of the shift; the break is taken out of the worked minutes. */
  startAt: Date;
  endAt: Date;
  breakMinutes: number;
  /** The local work date the entry was entered for (yyyy-mm-dd). */
  workDate: string;
  timezone: string;
  /** The shift's work date is one of the employer's holidays (worked holiday hours). */
  isHoliday: boolean;
  rule: OvertimeRule;
  /** Only W-2 and canada_t4 hourly work is classified; everything else is paid straight. */
  classified: boolean;
  rates: RateCard;
  billRule: BillRule;
}

export interface WeekInput {
  /**
   * The workweek's first local day (yyyy-mm-dd) and the local hour it starts at. Each shift is clipped to
   * this week in its own time zone and split into workdays that start at the same hour each day.
   */
  weekStart: string;
  startHour: number;
  shifts: WeekShift[];
  /** Non-discretionary pay attributable to this week (a bonus or commission share), included in the regular rate. */
  bonuses: string[];
}

/** One ledger line the week owes: per entry × side × classification × rate. */
export interface ClassifiedLine {
  entryId: string;
  assignmentId: string;
  side: 'pay' | 'bill';
  classification: PayClass;
  minutes: number;
  /** Per hour, 4 dp. */
  rate: string;
  /** minutes / 60 × rate, half-up to the cent. */
  amount: string;
}

/** Per-entry minute split for display (regular 40 + overtime 6, the California split). */
export interface EntrySplit {
  entryId: string;
  regular: number;
  overtime: number;
  doubleTime: number;
  /**
   * Every other pay class: paid-not-worked time (holiday, pto, sick, bereavement), worked holiday minutes paid
   * at the holiday rate, and on-call straight time (on-call minutes past a threshold are overtime; decision 0017).
   */
  other: number;
}

export interface WeekResult {
  lines: ClassifiedLine[];
  splits: EntrySplit[];
  /** The weighted-average regular rate the week's overtime was checked against (null: no classified time). */
  regularRate: string | null;
}
