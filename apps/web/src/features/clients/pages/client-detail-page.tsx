import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { useClient } from '../api/get-client';
import { clientEditAccess } from '../components/client-access';
import { ClientDetails } from '../components/client-details';
import { EditClientForm } from '../components/edit-client-form';

/** /clients/:id: one client, editable in place by those allowed to. */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  const session = useSession();
  const [editing, setEditing] = useState(false);

  if (client.isPending) return <PageLoader />;
  if (client.isError) {
    const error = toApiError(client.error);
    // The API answers 404 for clients outside the user's scope too, and 422 for an id that is no
    // id at all (not a UUID): to the reader all of these are "not found".
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the client">
        {error.message}
      </Alert>
    );
  }

  const data = client.data;
  const access = session ? clientEditAccess(session.user, data) : 'none';
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/clients" size="sm">
        Clients
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{data.name}</Title>
        {access !== 'none' && !editing && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      <Paper withBorder p="lg">
        {editing && access !== 'none' ? (
          <EditClientForm client={data} mode={access === 'owner' ? 'self' : 'edit'} onDone={() => setEditing(false)} />
        ) : (
          <ClientDetails client={data} />
        )}
      </Paper>
    </Stack>
  );
}
