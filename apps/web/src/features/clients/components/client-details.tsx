import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { CA_PROVINCES, US_STATES } from '@app/domain';
import { paymentTermsLabel, type ClientRow } from '../api/client-types';
import { CLIENT_FLAG_LABELS, CLIENT_FLAG_OFF_LABELS, CLIENT_FLAGS } from './client-flags';

export const NO_ADDRESS_TEXT = 'No address';

/** An address as a letter would carry it: street lines, then "City, ST 12345", then the country. */
export function formatAddress(address: NonNullable<ClientRow['address']>): string[] {
  const country = address.country === 'US' ? 'United States' : 'Canada';
  return [
    address.street_address_line_1,
    address.street_address_line_2,
    `${address.city}, ${address.state} ${address.zipcode}`,
    country,
  ].filter((line): line is string => Boolean(line));
}

const regionName = (address: NonNullable<ClientRow['address']>) =>
  (address.country === 'US' ? US_STATES : CA_PROVINCES).find((r) => r.value === address.state)?.label;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/** The client's record, read-only. */
export function ClientDetails({ client }: { client: ClientRow }) {
  const address = client.address;
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
          {address ? (
            <Text component="address" fs="normal" title={regionName(address)}>
              {formatAddress(address).map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </Text>
          ) : (
            <Text c="dimmed">{NO_ADDRESS_TEXT}</Text>
          )}
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
