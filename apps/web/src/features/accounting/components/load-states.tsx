import { Alert, Loader, Stack, Text } from '@mantine/core';
import { toApiError } from '../../../lib/api/errors';

/** A query's loading and error states, the same on every accounting page. */
export function Loading({ what }: { what: string }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Loader size="sm" role="status" aria-label={`Loading ${what}`} />
      <Text size="sm">Loading {what}…</Text>
    </Stack>
  );
}

export function LoadError({ error, what }: { error: unknown; what: string }) {
  return (
    <Alert color="red" variant="light" title={`Could not load ${what}`}>
      {toApiError(error).message}
    </Alert>
  );
}
