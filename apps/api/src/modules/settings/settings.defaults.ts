/**
 * Platform settings: the defaults every install starts with. Admins override them (platform_settings)
 * and partners override a subset for their white-label (partner_settings). Every public global is
 * read from here, never hard-coded in a route.
 */
export const PLATFORM_DEFAULTS = {
  brand_name: 'Staffwise',
  support_email: 'support@staffwise.test',
  help_center_url: 'https://help.staffwise.test',
  contractor_help_center_url: 'https://help.staffwise.test/contractors',
  tos_url: 'https://staffwise.test/terms',
  privacy_url: 'https://staffwise.test/privacy',
  technology_platform_website: 'https://staffwise.test',
  technology_platform_company: 'Staffwise Inc.',
  enabled_email_code_verification: true,
  est_offset_hours: -5,
  scorm_completed_status: 'completed',
  scorm_passed_status: 'passed',
  platform_currencies: [
    { currency: 'usd', symbol: '$' },
    { currency: 'cad', symbol: 'CA$' },
  ],
  adjustment_types: [
    { value: 'credit', label: 'Credit' },
    { value: 'debit', label: 'Debit' },
    { value: 'late_fee', label: 'Late fee' },
    { value: 'write_off', label: 'Write-off' },
    { value: 'bonus', label: 'Bonus' },
    { value: 'reimbursement', label: 'Reimbursement' },
  ],
  job_category_rules: [
    { category: 'employee', classifications: ['w-2', 'canada_t4', 'international_eor'] },
    { category: 'contractor', classifications: ['independent_contractor', 'international_ic'] },
  ],
  benefit_dependent_genders: [
    { value: 'female', label: 'Female' },
    { value: 'male', label: 'Male' },
    { value: 'non_binary', label: 'Non-binary' },
    { value: 'undisclosed', label: 'Prefer not to say' },
  ],
  benefit_dependent_relationships: [
    { value: 'spouse', label: 'Spouse' },
    { value: 'domestic_partner', label: 'Domestic partner' },
    { value: 'child', label: 'Child' },
    { value: 'stepchild', label: 'Stepchild' },
  ],
};
export type PlatformSettings = typeof PLATFORM_DEFAULTS;
export type SettingKey = keyof PlatformSettings;

/** Keys a partner's owner may change for its own white-label brand. */
export const PARTNER_OWNER_EDITABLE: readonly SettingKey[] = [
  'brand_name',
  'support_email',
  'help_center_url',
  'contractor_help_center_url',
  'tos_url',
  'privacy_url',
];

/** Keys that may be overridden per partner (by admin; the owner only the brand keys above). */
export const PARTNER_OVERRIDABLE: readonly SettingKey[] = [
  ...PARTNER_OWNER_EDITABLE,
  'enabled_email_code_verification',
];
