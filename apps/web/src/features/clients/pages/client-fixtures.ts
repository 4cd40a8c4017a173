import type { ClientRow } from '../api/client-types';

/** A client as the API answers it, for the page tests. */
export const globex: ClientRow = {
  id: 'c-globex',
  name: 'Globex Corporation',
  partner: { id: 'p1', name: 'Acme Staffing' },
  payment_terms_net_days: 30,
  billing_email: 'ap@globex.test',
  address: {
    street_address_line_1: '1 Main St',
    street_address_line_2: null,
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    country: 'US',
  },
  can_create_assignment: true,
  show_contractor_personal: false,
  requires_signature_for_approval: true,
  invoice_frequency: 'weekly',
  invoice_grouping: 'single',
  po_overrun_policy: 'refuse',
  sales_tax_exempt: false,
  sales_tax_exemption_certificate: null,
  created_at: '2026-01-02T10:00:00Z',
};
