import type { Checked } from '../../../components/forms/checked';
import { ADDRESS_FIELD_KEYS, useFormState } from '../../../components/forms/use-form-state';
import type { ClientFormValues } from './client-form-values';

/** Every key an error can name, as `loc` (after 'body') and the schemas' paths spell it. */
const CLIENT_FIELD_KEYS: ReadonlySet<string> = new Set([
  'name',
  'payment_terms_net_days',
  'billing_email',
  'partner_id',
  'can_create_assignment',
  'show_contractor_personal',
  'requires_signature_for_approval',
  'invoice_frequency',
  'invoice_grouping',
  'po_overrun_policy',
  'sales_tax_exempt',
  'sales_tax_exemption_certificate',
  ...ADDRESS_FIELD_KEYS,
  ...['first_name', 'last_name', 'email'].map((k) => `owner.${k}`),
]);

/**
 * The client form's state (components/forms/use-form-state) with its field keys and the owner
 * invite's inputs. `check` validates and builds the body; `save` sends it and throws what the
 * API answered.
 */
export function useClientForm<Body>(
  initial: () => ClientFormValues,
  check: (values: ClientFormValues) => Checked<Body>,
  save: (body: Body) => Promise<void>,
) {
  const form = useFormState({ initial, check, save, fieldKeys: CLIENT_FIELD_KEYS });
  return { ...form, setOwner: (patch: Partial<ClientFormValues['owner']>) => form.setPart('owner', patch) };
}

export type ClientFormState = ReturnType<typeof useClientForm>;
