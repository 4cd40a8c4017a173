import { Alert, Anchor, Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { CA_PROVINCES, US_STATES, type AddressView } from '@app/domain';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../app/errors/not-found-view';
import { PageLoader } from '../../components/page-loader';
import { toApiError } from '../../lib/api/errors';

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

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="dot" color={active ? 'green' : 'gray'} tt="none" size="lg">
      {active ? 'Active' : 'Archived'}
    </Badge>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {label}
    </Anchor>
  );
}

/** An address as a letter carries it: street lines, "City, ST 12345", the country. */
export function formatAddressLines(a: AddressView): string[] {
  return [
    a.street_address_line_1,
    a.street_address_line_2,
    `${a.city}, ${a.state} ${a.zipcode}`,
    a.country === 'US' ? 'United States' : 'Canada',
  ].filter((line): line is string => Boolean(line));
}

export function AddressBlock({ address }: { address: AddressView | null }) {
  if (!address) return <Text c="dimmed">No address</Text>;
  const region = (address.country === 'US' ? US_STATES : CA_PROVINCES).find((r) => r.value === address.state);
  return (
    <Text component="address" fs="normal" title={region?.label}>
      {formatAddressLines(address).map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}

/**
 * The loading, not-found and error states of a detail page. The API answers 404 for rows outside
 * the user's scope and 422 for an id that is no id at all: both read as Not Found.
 */
export function DetailGate<T>({
  query,
  noun,
  children,
}: {
  query: UseQueryResult<T>;
  noun: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const error = toApiError(query.error);
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title={`Could not load the ${noun}`}>
        {error.message}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
