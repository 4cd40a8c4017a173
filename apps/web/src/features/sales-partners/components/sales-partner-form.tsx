import { Button, Fieldset, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { AddressFields } from '../../../components/forms/address-fields';
import { FormError } from '../../auth/components/form-error';
import { OwnerInviteFields } from '../../partners/components/owner-invite-fields';
import type { OrganizationForm } from '../../partners/components/use-organization-form';
import type { SalesPartnerFormValues } from './sales-partner-form-values';

interface Props {
  form: OrganizationForm<SalesPartnerFormValues>;
  mode: 'create' | 'edit';
  maskedEin?: string | null;
  submitLabel: string;
  onCancel?: () => void;
}

export function SalesPartnerForm({ form, mode, maskedEin, submitLabel, onCancel }: Props) {
  const { values } = form;
  const text = (key: keyof SalesPartnerFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={String(values[key])}
      onChange={(e) => form.set(key, e.currentTarget.value as never)}
      error={form.fieldError(String(key))}
      {...extra}
    />
  );
  return (
    <form onSubmit={form.submit} noValidate aria-label={submitLabel}>
      <Stack>
        <FormError message={form.error} />
        <Fieldset legend="Sales partner">
          <Stack gap="sm">
            {text('name', 'Name', { required: true })}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('commission_percent', 'Commission (%)', {
                description: 'Share of the platform fee on referred partners’ invoices',
                inputMode: 'decimal',
              })}
              {text('ein', 'EIN', {
                placeholder: 'NN-NNNNNNN',
                autoComplete: 'off',
                description: maskedEin ? `On file: ${maskedEin}. Leave blank to keep it.` : undefined,
                error: form.fieldError('tax_id.value') ?? form.fieldError('tax_id'),
              })}
            </SimpleGrid>
            {mode === 'edit' && (
              <Switch
                label="Active"
                checked={values.active}
                onChange={(e) => form.set('active', e.currentTarget.checked)}
              />
            )}
          </Stack>
        </Fieldset>
        <Fieldset legend="Contact">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('contact_name', 'Contact name')}
            {text('contact_email', 'Contact email', { type: 'email' })}
            {text('phone', 'Phone', { type: 'tel' })}
          </SimpleGrid>
        </Fieldset>
        <AddressFields form={form} />
        {mode === 'create' && <OwnerInviteFields form={form} legend="Invite the sales partner's owner (optional)" />}
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
