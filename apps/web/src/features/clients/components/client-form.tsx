import { Button, Checkbox, Fieldset, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { FormError } from '../../../components/forms/form-error';
import { AddressFields } from '../../../components/forms/address-fields';
import { ClientBillingFields } from './client-billing-fields';
import { CLIENT_FLAG_LABELS, CLIENT_FLAGS } from './client-flags';
import type { ClientFormMode } from './client-form-values';
import { PartnerField } from './partner-field';
import type { ClientFormState } from './use-client-form';

interface Props {
  form: ClientFormState;
  mode: ClientFormMode;
  /** Admin and eor users name the partner of a new client. */
  withPartner?: boolean;
  submitLabel: string;
  onCancel?: () => void;
}

/** Creating and editing a client share this form; `mode` decides which parts show. */
export function ClientForm({ form, mode, withPartner = false, submitLabel, onCancel }: Props) {
  const { values } = form;
  // A client's own owner changes only its name, billing e-mail and address (API contract).
  const full = mode !== 'self';
  return (
    <form onSubmit={form.submit} noValidate aria-label={submitLabel}>
      <Stack>
        <FormError message={form.error} />
        {mode === 'create' && withPartner && <PartnerField form={form} />}
        <TextInput label="Name" required {...form.field('name')} />
        {full && (
          <NumberInput
            label="Payment terms (Net days)"
            description="Days the client has to pay an invoice, e.g. 30 for Net 30"
            required
            min={0}
            max={120}
            allowDecimal={false}
            allowNegative={false}
            value={values.payment_terms_net_days}
            onChange={(next) => form.set('payment_terms_net_days', next)}
            error={form.fieldError('payment_terms_net_days')}
          />
        )}
        <TextInput label="Billing email" type="email" autoComplete="email" {...form.field('billing_email')} />
        <AddressFields form={form} />
        {full && <ClientBillingFields form={form} />}
        {full && (
          <Fieldset legend="Client permissions">
            <Stack gap="sm">
              {CLIENT_FLAGS.map((flag) => (
                <Checkbox
                  key={flag}
                  label={CLIENT_FLAG_LABELS[flag]}
                  checked={values[flag]}
                  onChange={(e) => form.set(flag, e.currentTarget.checked)}
                  error={form.fieldError(flag)}
                />
              ))}
            </Stack>
          </Fieldset>
        )}
        {mode === 'create' && (
          <Fieldset legend="Invite the client's owner (optional)">
            <Group grow align="flex-start">
              <TextInput
                label="Owner first name"
                value={values.owner.first_name}
                onChange={(e) => form.setOwner({ first_name: e.currentTarget.value })}
                error={form.fieldError('owner.first_name')}
              />
              <TextInput
                label="Owner last name"
                value={values.owner.last_name}
                onChange={(e) => form.setOwner({ last_name: e.currentTarget.value })}
                error={form.fieldError('owner.last_name')}
              />
            </Group>
            <TextInput
              mt="sm"
              label="Owner email"
              type="email"
              description="They get an e-mail with a link to set their password."
              value={values.owner.email}
              onChange={(e) => form.setOwner({ email: e.currentTarget.value })}
              error={form.fieldError('owner.email')}
            />
          </Fieldset>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={form.pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={form.pending} disabled={form.pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
