import { Fieldset, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { optionsOf } from '../../../components/data-list/filter-inputs';
import type { ClientFormValues } from './client-form-values';
import type { ClientFormState } from './use-client-form';

/**
 * Billing: how often the client is invoiced, how one period splits into invoices, what approving time
 * past a purchase order's budget does, and its sales tax
 * exemption with the certificate on file (asked for only while exempt). Not for a client's own owner:
 * the API lets them change only the name, billing e-mail and address.
 */
export function ClientBillingFields({ form }: { form: ClientFormState }) {
  const { values } = form;
  return (
    <Fieldset legend="Billing">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label="Invoice frequency"
            required
            data={optionsOf('invoiceFrequency')}
            value={values.invoice_frequency}
            allowDeselect={false}
            onChange={(v) => v && form.set('invoice_frequency', v as ClientFormValues['invoice_frequency'])}
            error={form.fieldError('invoice_frequency')}
          />
          <Select
            label="Invoice grouping"
            description="How one period's work splits into invoices"
            required
            data={optionsOf('invoiceGrouping')}
            value={values.invoice_grouping}
            allowDeselect={false}
            onChange={(v) => v && form.set('invoice_grouping', v as ClientFormValues['invoice_grouping'])}
            error={form.fieldError('invoice_grouping')}
          />
        </Group>
        <Select
          label="Purchase order overrun"
          description="When approving time would go past a purchase order's budget"
          required
          data={optionsOf('poOverrunPolicy')}
          value={values.po_overrun_policy}
          allowDeselect={false}
          onChange={(v) => v && form.set('po_overrun_policy', v as ClientFormValues['po_overrun_policy'])}
          error={form.fieldError('po_overrun_policy')}
        />
        <Switch
          label="Exempt from sales tax"
          description="Its invoices carry no sales tax"
          {...form.field('sales_tax_exempt', { type: 'checkbox' })}
        />
        {values.sales_tax_exempt && (
          <TextInput
            label="Exemption certificate"
            description="The certificate number on file"
            maxLength={100}
            {...form.field('sales_tax_exemption_certificate')}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
