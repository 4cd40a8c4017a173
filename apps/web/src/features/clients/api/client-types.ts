/**
 * The client shapes of the API contract (docs/api-contract.md, "Clients"). Kept here until the
 * domain package publishes them; the address shape itself is the domain's.
 */
export interface ClientAddress {
  street_address_line_1: string;
  street_address_line_2: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: 'US' | 'CA';
}

export interface ClientRow {
  id: string;
  name: string;
  partner: { id: string; name: string };
  payment_terms_net_days: number;
  billing_email: string;
  address: ClientAddress | null;
  can_create_assignment: boolean;
  show_contractor_personal: boolean;
  requires_signature_for_approval: boolean;
  created_at: string;
}

export interface ClientOwnerInput {
  first_name: string;
  last_name: string;
  email: string;
}

/** The body of POST /v2/clients; PATCH takes any part of it but `partner_id` and `owner`. */
export interface ClientInput {
  name: string;
  payment_terms_net_days: number;
  billing_email: string;
  address: ClientAddress | null;
  can_create_assignment: boolean;
  show_contractor_personal: boolean;
  requires_signature_for_approval: boolean;
  partner_id?: string;
  owner?: ClientOwnerInput;
}

export const paymentTermsLabel = (days: number) => `Net ${days}`;
