/**
 * Year-end and quarterly figures (issue 14; decision 0064): what the forms are figured from. A paycheck as
 * the payroll engine wrote it — its lines with their codes, bases and amounts — plus who it paid and for
 * which employer. The API reads them from `paychecks` / `paycheck_lines`; these functions never read a
 * database, never guess a figure the primers do not give, and sum each line as stored (half-up per line
 * already: decision 0041).
 */
export type YearEndSection = 'earning' | 'pre_tax' | 'employee_tax' | 'employer_tax' | 'post_tax';

/** The W-2 box 12 codes the paychecks can carry (domain primer part 2, section E [P20]). */
export type Box12Code = 'D' | 'DD' | 'W' | 'AA';
export const BOX_12_CODES: readonly Box12Code[] = ['D', 'DD', 'W', 'AA'];

export interface YearEndLine {
  section: YearEndSection;
  code: string;
  base: string;
  amount: string;
  /**
   * The box 12 code a deduction or benefit line reports under, when its code alone does not say (a
   * standing deduction's `deduction:<id>`, a benefit's `benefit:<id>`): the caller resolves it from the
   * deduction's tax treatment or the plan's kind. Lines with the engine's own codes need none
   * (`traditional_401k` → D, `roth_401k` → AA).
   */
  box12?: Box12Code | null;
  /**
   * The T4 box a deduction or contribution line reports under, resolved by the caller from the deduction's
   * kind and treatment or the plan's (primer part 2, section E [P21–P23]; decision 0114): 20 the employee's
   * registered pension plan contributions, 44 union dues, 46 charitable donations taken from pay, and 52 an
   * employer's contribution to a registered pension plan (the pension adjustment adds the employee's, box 20).
   */
  t4Box?: T4DeductionBox | null;
}

/** The T4 boxes a deduction or contribution line can fill. */
export type T4DeductionBox = '20' | '44' | '46' | '52';

export interface YearEndPaycheck {
  id: string;
  /** The employer the forms are filed by (the platform or a self-employing partner). */
  employerKey: string;
  /** The person across contractor records (decision 0047): one form per person per employer. */
  personKey: string;
  contractorId: string;
  classification: string;
  /** The work state (US) or province (Canada) the paycheck's taxes were figured for. */
  workState: string | null;
  checkDate: string;
  /** The pay period the paycheck paid (its run's), for Form 941 line 1. */
  periodStart: string;
  periodEnd: string;
  currency: string;
  /** Set on a void's reversing paycheck: the paycheck it reverses (decision 0050). */
  reversalOfId: string | null;
  lines: readonly YearEndLine[];
}
