import { Alert, Button, EmptyState, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconDatabaseOff } from '@tabler/icons-react';
import { toApiError } from '../../lib/api/errors';

export function ListErrorState({ noun, error, onRetry }: { noun: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={`Could not load ${noun}`}
      role="alert"
    >
      <Group justify="space-between">
        <Text size="sm">{toApiError(error).message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

interface EmptyProps {
  noun: string;
  hasFilters: boolean;
  /** Past the last page (an old link, or rows deleted meanwhile): rows exist elsewhere. */
  pastLastPage: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

/** Says why nothing shows and offers the one action that would show something. */
export function ListEmptyState({ noun, hasFilters, pastLastPage, onClearFilters, onFirstPage }: EmptyProps) {
  const [title, description] = pastLastPage
    ? ['This page is empty', `There are fewer ${noun} than this page number needs.`]
    : hasFilters
      ? [`No ${noun} match these filters`, 'Change or clear the filters to see more.']
      : [`No ${noun} yet`, `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)} will be listed here once there are some.`];
  return (
    <EmptyState
      icon={<IconDatabaseOff size={32} aria-hidden />}
      withIndicatorBackground
      title={title}
      description={description}
      role="status"
      py="xl"
    >
      {(pastLastPage || hasFilters) && (
        <EmptyState.Actions>
          {pastLastPage ? (
            <Button variant="light" onClick={onFirstPage}>
              Go to the first page
            </Button>
          ) : (
            <Button variant="light" onClick={onClearFilters}>
              Clear filters
            </Button>
          )}
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
