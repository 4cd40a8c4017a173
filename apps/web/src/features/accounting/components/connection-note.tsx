import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The chart and mappings pages belong to one connection: without one in the address, say where to pick it. */
export function NoConnection() {
  return (
    <Alert variant="light" color="gray" title="Choose an integration">
      Open a connected integration from{' '}
      <Anchor component={Link} to="/integrations">
        Integrations
      </Anchor>{' '}
      to see its chart of accounts and mappings.
    </Alert>
  );
}
