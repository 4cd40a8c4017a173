import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { labelOf } from '@app/domain';
import { AddressText, Field } from '../../../components/record-page/record-fields';
import { paymentTermsLabel, type ClientRow } from '../api/client-types';
import { CLIENT_FLAG_LABELS, CLIENT_FLAG_OFF_LABELS, CLIENT_FLAGS } from './client-flags';

/** "Exempt · certificate NY-EX-1234", "Exempt (no certificate on file)" or "Taxed". */
function salesTaxText(client: Pick<ClientRow, 'sales_tax_exempt' | 'sales_tax_exemption_certificate'>) {
  if (!client.sales_tax_exempt) return 'Taxed';
  return client.sales_tax_exemption_certificate
    ? `Exempt · certificate ${client.sales_tax_exemption_certificate}`
    : 'Exempt (no certificate on file)';
}

/** The client's record, read-only. */
export function ClientDetails({ client }: { client: ClientRow }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label="Partner">
          <Text>{client.partner.name}</Text>
        </Field>
        <Field label="Payment terms">
          <Text>{paymentTermsLabel(client.payment_terms_net_days)}</Text>
        </Field>
        <Field label="Billing email">
          <Text>{client.billing_email ?? '—'}</Text>
        </Field>
        <Field label="Address">
          <AddressText address={client.address} />
        </Field>
        <Field label="Invoice frequency">
          <Text>{labelOf('invoiceFrequency', client.invoice_frequency)}</Text>
        </Field>
        <Field label="Invoice grouping">
          <Text>{labelOf('invoiceGrouping', client.invoice_grouping)}</Text>
        </Field>
        <Field label="Purchase order overrun">
          <Text>{labelOf('poOverrunPolicy', client.po_overrun_policy)}</Text>
        </Field>
        <Field label="Sales tax">
          <Text>{salesTaxText(client)}</Text>
        </Field>
      </SimpleGrid>
      <Field label="Permissions">
        <Group gap="xs" mt={4}>
          {CLIENT_FLAGS.map((flag) => (
            <Badge key={flag} variant="dot" color={client[flag] ? 'green' : 'gray'} tt="none" size="lg">
              {client[flag] ? CLIENT_FLAG_LABELS[flag] : CLIENT_FLAG_OFF_LABELS[flag]}
            </Badge>
          ))}
        </Group>
      </Field>
    </Stack>
  );
}
