import { enumOptions, labelOf, type PartnerFlagKey } from '@app/domain';

/** The partner flags of spec section 3 in plain English, as the form labels them and badges show them. */
export const PARTNER_FLAG_LABELS: Record<PartnerFlagKey, string> = {
  self_employer: 'Self-employer (the partner is the employer of record)',
  self_funded: 'Self-funded (the partner funds its own payroll)',
  self_time_sheets: 'Uses its own timesheets',
  self_approve: 'Approves its own timesheets',
  is_payroll_disabled: 'Payroll disabled',
  is_canada_enabled: 'Canada enabled',
  corp_to_corp: 'Works corp-to-corp',
  corp_to_corp_enabled: 'Corp-to-corp contractors enabled',
};

export const PAYROLL_FREQUENCY_OPTIONS = enumOptions('payrollFrequency');
export const payrollFrequencyLabel = (v: string) => labelOf('payrollFrequency', v);

export const PRODUCT_LINE_OPTIONS = enumOptions('productLine', ['Eor', 'Self-Employer']);
export const FUNDING_OPTIONS = enumOptions('fundingType', ['Funded', 'Self funded']);
