import { Alert, Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../app/errors/not-found-view';
import { PageLoader } from '../../components/page-loader';
import { toApiError } from '../../lib/api/errors';
import { ActiveBadge as StatusActiveBadge } from '../../components/status-badge';

// The read-only field and address of every record page, re-exported for this area's pages.
export { AddressText as AddressBlock, Field } from '../../components/record-page/record-fields';

/** A reference record's state: active or archived. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <StatusActiveBadge active={active} inactiveLabel="Archived" size="lg" />;
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {label}
    </Anchor>
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
