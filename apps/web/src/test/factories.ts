import { NO_PARTNER_FLAGS, type CurrentUser, type PartnerFlags, type UserType } from '@app/domain';

const partner = (flags: Partial<PartnerFlags> = {}) => ({
  id: 'p1',
  name: 'Acme Staffing',
  ...NO_PARTNER_FLAGS,
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
