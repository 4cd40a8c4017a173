import type { ContractorRow } from '../api/contractor-types';

/** Casey as a partner sees her: every personal field, the tax id masked. */
export const casey: ContractorRow = {
  id: 'k-casey',
  first_name: 'Casey',
  last_name: 'Contractor',
  email: 'contractor@demo.test',
  classification: 'w-2',
  status: 'active',
  partner: { id: 'p1', name: 'Acme Staffing' },
  corp_to_corp_id: null,
  corp_to_corp: null,
  user_id: 'u-casey',
  created_at: '2026-01-02T10:00:00Z',
  phone: '+1 512 555 0100',
  date_of_birth: '1990-04-12',
  address: {
    street_address_line_1: '12 Elm St',
    street_address_line_2: null,
    city: 'Austin',
    state: 'TX',
    zipcode: '78704',
    country: 'US',
  },
  tax_id: { type: 'ssn', masked: '***-**-6789', last4: '6789' },
};

/** The same contractor as a sales partner (or a client without personal access) gets it. */
export const caseyWithoutPersonal: ContractorRow = (() => {
  const { phone: _p, date_of_birth: _d, address: _a, tax_id: _t, ...rest } = casey;
  return rest;
})();
