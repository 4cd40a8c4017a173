import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { Address } from '@app/domain';

export const NO_ADDRESS_TEXT = 'No address';

/** A label over its value, the read-only layout of every detail page here. */
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
export function AddressText({ address }: { address: Address | null }) {
  if (!address) return <Text c="dimmed">{NO_ADDRESS_TEXT}</Text>;
  const lines = [
    address.street_address_line_1,
    address.street_address_line_2,
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country === 'US' ? 'United States' : 'Canada',
  ].filter((line): line is string => Boolean(line));
  return (
    <Text component="address" fs="normal">
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}
