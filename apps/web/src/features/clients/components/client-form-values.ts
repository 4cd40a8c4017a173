import {
  clientCreateSchema,
  clientUpdateSchema,
  type ClientCreate,
  type ClientUpdate,
  type ClientView,
  type Country,
} from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import type { FieldErrors } from '../../../components/forms/server-field-errors';
import type { ClientRow } from '../api/client-types';

/**
 * What the form edits: every input as the user typed it. Building the request body (blank
 * optional parts become null or are left out) and validating it with the domain's own schemas
 * happen here, so the form says exactly what the API would refuse.
 */
export interface ClientFormValues {
  name: string;
  /** A NumberInput's value: a number, or '' while the input is empty. */
  payment_terms_net_days: number | string;
  billing_email: string;
  address: {
    street_address_line_1: string;
    street_address_line_2: string;
    city: string;
    state: string;
    zipcode: string;
    country: Country;
  };
  can_create_assignment: boolean;
  show_contractor_personal: boolean;
  requires_signature_for_approval: boolean;
  /** Billing: how often the client is invoiced and how a period splits into invoices. */
  invoice_frequency: ClientView['invoice_frequency'];
  invoice_grouping: ClientView['invoice_grouping'];
  /** Approving time past a purchase order's budget: refused, or allowed and flagged. */
  po_overrun_policy: ClientView['po_overrun_policy'];
  /** Exempt from sales tax, with its certificate (sent only while exempt). */
  sales_tax_exempt: boolean;
  sales_tax_exemption_certificate: string;
  partner_id: string;
  owner: { first_name: string; last_name: string; email: string };
}

/**
 * create: a new client (with the partner for admin/eor and the optional owner invite);
 * edit: every field of an existing client; self: the client's own owner, who may change only
 * the name, billing e-mail and address.
 */
export type ClientFormMode = 'create' | 'edit' | 'self';

const DEFAULT_PAYMENT_TERMS = 30;

export const emptyClientValues = (): ClientFormValues => ({
  name: '',
  payment_terms_net_days: DEFAULT_PAYMENT_TERMS,
  billing_email: '',
  address: { street_address_line_1: '', street_address_line_2: '', city: '', state: '', zipcode: '', country: 'US' },
  can_create_assignment: false,
  show_contractor_personal: false,
  requires_signature_for_approval: false,
  invoice_frequency: 'weekly',
  invoice_grouping: 'single',
  po_overrun_policy: 'refuse',
  sales_tax_exempt: false,
  sales_tax_exemption_certificate: '',
  partner_id: '',
  owner: { first_name: '', last_name: '', email: '' },
});

export function clientValuesFrom(client: ClientRow): ClientFormValues {
  const empty = emptyClientValues();
  const a = client.address;
  return {
    ...empty,
    name: client.name,
    payment_terms_net_days: client.payment_terms_net_days,
    billing_email: client.billing_email ?? '',
    address: a ? { ...a, street_address_line_2: a.street_address_line_2 ?? '' } : empty.address,
    can_create_assignment: client.can_create_assignment,
    show_contractor_personal: client.show_contractor_personal,
    requires_signature_for_approval: client.requires_signature_for_approval,
    invoice_frequency: client.invoice_frequency,
    invoice_grouping: client.invoice_grouping,
    po_overrun_policy: client.po_overrun_policy,
    sales_tax_exempt: client.sales_tax_exempt,
    sales_tax_exemption_certificate: client.sales_tax_exemption_certificate ?? '',
    partner_id: client.partner.id,
  };
}

const filled = (values: Record<string, string>, ignore: string[] = []) =>
  Object.entries(values).some(([k, v]) => !ignore.includes(k) && v.trim() !== '');

/** The address is optional: untouched (only the country chosen) means none. */
function addressOf(values: ClientFormValues) {
  if (!filled(values.address, ['country'])) return null;
  return { ...values.address, street_address_line_2: values.address.street_address_line_2 || null };
}

function baseBody(values: ClientFormValues, mode: ClientFormMode) {
  const common = { name: values.name, billing_email: values.billing_email.trim() || null, address: addressOf(values) };
  if (mode === 'self') return common;
  return {
    ...common,
    payment_terms_net_days: Number(values.payment_terms_net_days),
    can_create_assignment: values.can_create_assignment,
    show_contractor_personal: values.show_contractor_personal,
    requires_signature_for_approval: values.requires_signature_for_approval,
    invoice_frequency: values.invoice_frequency,
    invoice_grouping: values.invoice_grouping,
    po_overrun_policy: values.po_overrun_policy,
    sales_tax_exempt: values.sales_tax_exempt,
    // A certificate belongs to an exemption: none is kept once the client is taxed again.
    sales_tax_exemption_certificate: values.sales_tax_exempt
      ? values.sales_tax_exemption_certificate.trim() || null
      : null,
  };
}

export type { FieldErrors } from '../../../components/forms/server-field-errors';

/** Errors the schemas cannot word well: an empty number input, a partner not chosen. */
function formErrors(values: ClientFormValues, mode: ClientFormMode, needsPartner: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (mode !== 'self' && String(values.payment_terms_net_days).trim() === '')
    errors.payment_terms_net_days = 'Payment terms are required';
  if (mode === 'create' && needsPartner && !values.partner_id.trim()) errors.partner_id = 'Choose a partner';
  return errors;
}

export function checkCreate(values: ClientFormValues, needsPartner: boolean): Checked<ClientCreate> {
  const owner = filled(values.owner) ? values.owner : undefined;
  const partner_id = needsPartner ? values.partner_id.trim() || undefined : undefined;
  const raw = { ...baseBody(values, 'create'), partner_id, owner };
  return checkedOf(clientCreateSchema.safeParse(raw), formErrors(values, 'create', needsPartner));
}

export function checkUpdate(values: ClientFormValues, mode: 'edit' | 'self'): Checked<ClientUpdate> {
  return checkedOf(clientUpdateSchema.safeParse(baseBody(values, mode)), formErrors(values, mode, false));
}
