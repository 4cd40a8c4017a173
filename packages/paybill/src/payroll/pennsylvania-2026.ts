/**
 * Pennsylvania's 2026 payroll figures, as data (decision 0046):
 * - Personal income tax: a flat 3.07% of compensation, no allowances, no standard deduction, filing status
 *   irrelevant; supplemental wages at the same rate (72 P.S. § 7302; PA Department of Revenue, Employer
 *   Withholding Information Guide REV-415; the rate has been 3.07% since tax year 2004).
 * - Unemployment compensation, employee contribution: 0.07% of total gross wages, not limited to the
 *   employer's taxable wage base, "2023 and thereafter" (PA Department of Labor & Industry, UC tax,
 *   "Employee Withholding", pa.gov, read 2024-05-23).
 * Local earned income tax (EIT) and local services tax (LST) depend on the worker's municipality and school
 * district (its PSD code): not figured; the paycheck says so.
 */
export const PENNSYLVANIA_2026 = {
  year: 2026,
  incomeTaxPercent: '3.07',
  ucEmployeePercent: '0.07',
} as const;
