import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { seesSeveralPartners } from '@app/domain';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useClientsList } from '../api/get-clients';
import { clientColumns } from '../components/client-columns';

/** /clients: the clients this user may see (the API scopes them), searchable by name. */
export function ClientsPage() {
  const list = useClientsList();
  const session = useSession();
  const showPartner = session !== null && seesSeveralPartners(session.subject);
  const columns = useMemo(() => clientColumns({ showPartner }), [showPartner]);
  // The user's links already carry the create rule (route table), so the button follows them.
  const canCreate = session?.user.links.includes('/create_client') ?? false;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Clients</Title>
        {canCreate && (
          <Button component={Link} to="/create_client" leftSection={<IconPlus size={16} aria-hidden />}>
            New client
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="clients"
        noun="clients"
        filters={<TextFilter list={list} name="search" label="Search" placeholder="Client name" search />}
      />
    </Stack>
  );
}
