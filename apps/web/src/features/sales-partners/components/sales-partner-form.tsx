import { Fieldset, SimpleGrid, Stack, Switch } from '@mantine/core';
import { ContactAndAddressFields, EinInput, textInputOf } from '../../../components/forms/organization-form-parts';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { OwnerInviteFields } from '../../../components/forms/owner-invite-fields';
import type { OrganizationForm } from '../../../components/forms/use-organization-form';
import type { SalesPartnerFormValues } from './sales-partner-form-values';

interface Props {
  form: OrganizationForm<SalesPartnerFormValues>;
  mode: 'create' | 'edit';
  maskedEin?: string | null;
  submitLabel: string;
  onCancel?: () => void;
}

export function SalesPartnerForm({ form, mode, maskedEin, submitLabel, onCancel }: Props) {
  const text = textInputOf(form);
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <Fieldset legend="Sales partner">
        <Stack gap="sm">
          {text('name', 'Name', { required: true })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('commission_percent', 'Commission (%)', {
              description: 'Share of the platform fee on referred partners’ invoices',
              inputMode: 'decimal',
            })}
            <EinInput form={form} maskedEin={maskedEin} />
          </SimpleGrid>
          {mode === 'edit' && <Switch label="Active" {...form.field('active', { type: 'checkbox' })} />}
        </Stack>
      </Fieldset>
      <ContactAndAddressFields form={form} />
      {mode === 'create' && <OwnerInviteFields form={form} legend="Invite the sales partner's owner (optional)" />}
    </ResourceFormFrame>
  );
}
