import type { CurrentUser, PartnerFlags, UserType } from '@app/domain';

const partner = (flags: Partial<PartnerFlags> = {}) => ({
  id: 'p1',
  name: 'Acme Staffing',
  self_employer: false,
  self_funded: false,
  self_time_sheets: false,
  self_approve: false,
  is_payroll_disabled: false,
  is_canada_enabled: false,
  corp_to_corp: false,
  corp_to_corp_enabled: false,
  redirect_url: null,
  logo_url: null,
  favicon_url: null,
  dark_mode: false,
  subdomain: 'acme',
  ...flags,
});

export function makeUser(overrides: Partial<CurrentUser> & { user_type?: UserType } = {}): CurrentUser {
  const userType = overrides.user_type ?? 'partner';
  return {
    id: 'u1',
    email: 'paula@demo.test',
    first_name: 'Paula',
    last_name: 'Partner',
    role: userType === 'contractor' ? null : userType === 'admin' ? 'admin' : 'owner',
    user_type: userType,
    links: ['/contractors', '/clients', '/invoices', '/pricing_calculator', `/${userType}/dashboard`],
    base_links: [
      '/contractors',
      '/clients',
      '/invoices',
      '/pricing_calculator',
      '/admin/users',
      `/${userType}/dashboard`,
    ],
    allowed_reports: [],
    is_developer: false,
    requires_two_factor: false,
    email_confirmed: true,
    actual_user: null,
    partner: userType === 'partner' ? partner() : null,
    sales_partner: null,
    client: null,
    contractor: null,
    eor: null,
    requirements: { required: [], completed: [], requires_w2_onboard: false },
    ...overrides,
  };
}

export const makePartner = partner;
