import { Checkbox, ColorInput, Fieldset, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { PARTNER_FLAG_KEYS } from '@app/domain';
import { optionsOf } from '../../../components/data-list/filter-inputs';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { SalesPartnerSelect } from '../../../components/reference/sales-partner-select';
import {
  FUNDING_OPTIONS,
  PARTNER_FLAG_LABELS,
  PAYROLL_FREQUENCY_OPTIONS,
  PRODUCT_LINE_OPTIONS,
} from './partner-labels';
import type { PartnerFormMode, PartnerFormValues } from './partner-form-values';
import { ImageUploadField } from './image-upload-field';
import { ContactAndAddressFields, EinInput, textInputOf } from '../../../components/forms/organization-form-parts';
import { OwnerInviteFields } from '../../../components/forms/owner-invite-fields';
import type { OrganizationForm } from '../../../components/forms/use-organization-form';

interface Props {
  form: OrganizationForm<PartnerFormValues>;
  mode: PartnerFormMode;
  /** The partner being edited (uploads belong to it); none while creating. */
  partnerId?: string;
  /** The EIN on file, masked, shown beside the input that replaces it. */
  maskedEin?: string | null;
  submitLabel: string;
  onCancel?: () => void;
}

/** Creating and editing a partner share this form; `mode` decides which sections show. */
export function PartnerForm({ form, mode, partnerId, maskedEin, submitLabel, onCancel }: Props) {
  const { values } = form;
  const staff = mode !== 'owner';
  const text = textInputOf(form);
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      {staff && (
        <Fieldset legend="Partner">
          <Stack gap="sm">
            {text('name', 'Name', { required: true })}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('subdomain', 'Subdomain', { description: 'Its white-label address, e.g. acme' })}
              <SalesPartnerSelect
                value={values.sales_partner_id}
                onChange={(id) => form.set('sales_partner_id', id)}
                error={form.fieldError('sales_partner_id')}
              />
              <Select
                label="Product line"
                data={PRODUCT_LINE_OPTIONS}
                value={values.product_line}
                allowDeselect={false}
                onChange={(v) => v && form.set('product_line', v as PartnerFormValues['product_line'])}
                error={form.fieldError('product_line')}
              />
              <Select
                label="Funding"
                data={FUNDING_OPTIONS}
                value={values.funding}
                allowDeselect={false}
                onChange={(v) => v && form.set('funding', v as PartnerFormValues['funding'])}
                error={form.fieldError('funding')}
              />
              <Select
                label="Payroll frequency"
                data={PAYROLL_FREQUENCY_OPTIONS}
                value={values.payroll_frequency}
                allowDeselect={false}
                onChange={(v) => v && form.set('payroll_frequency', v as PartnerFormValues['payroll_frequency'])}
                error={form.fieldError('payroll_frequency')}
              />
              <EinInput form={form} maskedEin={maskedEin} />
            </SimpleGrid>
            {mode === 'staff' && <Switch label="Active" {...form.field('active', { type: 'checkbox' })} />}
          </Stack>
        </Fieldset>
      )}
      {staff && (
        <Fieldset legend="Billing terms (admin and EOR only)">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Platform fee"
              description="What the platform bills the partner for each finalized invoice"
              data={optionsOf('platformFeeBasis')}
              value={values.platform_fee_basis}
              allowDeselect={false}
              onChange={(v) => v && form.set('platform_fee_basis', v as PartnerFormValues['platform_fee_basis'])}
              error={form.fieldError('platform_fee_basis')}
            />
            {text('platform_fee_amount', 'Fee amount', {
              description: values.platform_fee_basis === 'per_hour' ? 'Per hour billed' : 'Per invoice',
              disabled: values.platform_fee_basis === 'none',
            })}
            {text('write_off_threshold', 'Write-off threshold', {
              description: "The largest balance the partner's staff may write off",
            })}
          </SimpleGrid>
        </Fieldset>
      )}
      {staff && (
        <Fieldset legend="Flags (admin and EOR only)">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {PARTNER_FLAG_KEYS.map((flag) => (
              <Checkbox
                key={flag}
                label={PARTNER_FLAG_LABELS[flag]}
                checked={values[flag]}
                onChange={(e) => form.set(flag, e.currentTarget.checked)}
                error={form.fieldError(flag)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      )}
      <Fieldset legend="Branding">
        <Stack gap="sm">
          {text('white_label_brand_name', 'White-label brand name', {
            description: 'Shown instead of the platform name on its subdomain',
          })}
          {text('redirect_url', 'Redirect URL', { placeholder: 'https://…', type: 'url' })}
          <Switch label="Dark mode" {...form.field('dark_mode', { type: 'checkbox' })} />
          <ColorInput
            label="Brand colour"
            description="Buttons and links on its subdomain, as #RRGGBB; text on it turns black or white, whichever reads better. Blank keeps the platform's colours."
            placeholder="#1c7ed6"
            format="hex"
            withEyeDropper={false}
            fixOnBlur={false}
            maw={320}
            value={values.brand_color}
            onChange={(v) => form.set('brand_color', v)}
            error={form.fieldError('brand_color')}
          />
          {partnerId && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ImageUploadField
                label="Logo"
                purpose="logo"
                partnerId={partnerId}
                value={values.logo_url}
                onChange={(url) => form.set('logo_url', url)}
                error={form.fieldError('logo_url')}
              />
              <ImageUploadField
                label="Favicon"
                purpose="favicon"
                partnerId={partnerId}
                value={values.favicon_url}
                onChange={(url) => form.set('favicon_url', url)}
                error={form.fieldError('favicon_url')}
              />
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>
      <ContactAndAddressFields form={form} />
      {mode === 'create' && <OwnerInviteFields form={form} legend="Invite the partner's owner (optional)" />}
    </ResourceFormFrame>
  );
}
