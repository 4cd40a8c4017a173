import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { CA_PROVINCES, US_STATES, type Address } from '@app/domain';

const NO_ADDRESS_TEXT = 'No address';

/** A label over its value: the read-only layout of the organization detail pages. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

export const textOrDash = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

/** An address as a letter would carry it: street lines, then "City, ST 12345", then the country. */
function addressLines(address: Address): string[] {
  return [
    address.street_address_line_1,
    address.street_address_line_2,
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country === 'US' ? 'United States' : 'Canada',
  ].filter((line): line is string => Boolean(line));
}

const regionName = (address: Address) =>
  (address.country === 'US' ? US_STATES : CA_PROVINCES).find((r) => r.value === address.state)?.label;

/** An address block (its state or province named in full on hover), or "No address". */
export function AddressText({ address }: { address: Address | null }) {
  if (!address) return <Text c="dimmed">{NO_ADDRESS_TEXT}</Text>;
  return (
    <Text component="address" fs="normal" title={regionName(address)}>
      {addressLines(address).map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}
