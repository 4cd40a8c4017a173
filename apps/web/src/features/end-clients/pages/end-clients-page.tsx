import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { canManageReferenceData, seesSeveralPartners } from '@app/domain';
import { useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { picksClient } from '../../../components/reference/reference-access';
import { ActiveFilter, ClientFilter } from '../../../components/reference/reference-filters';
import { useEndClientsList } from '../api/get-end-clients';
import { CreateEndClientModal } from '../components/create-end-client-modal';
import { endClientColumns } from '../components/end-client-columns';

/** /end_clients: the end clients this user may see (the API scopes them). */
export function EndClientsPage() {
  const list = useEndClientsList();
  const subject = useSession()?.subject;
  const [creating, setCreating] = useState(false);
  const showPartner = subject !== undefined && seesSeveralPartners(subject);
  const columns = useMemo(() => endClientColumns({ showPartner }), [showPartner]);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>End Clients</Title>
        {subject && canManageReferenceData(subject) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New end client
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="end_clients"
        noun="end clients"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Name or city" search />
            {subject && picksClient(subject) && <ClientFilter list={list} />}
            <ActiveFilter list={list} />
          </>
        }
      />
      {creating && subject && <CreateEndClientModal onClose={() => setCreating(false)} />}
    </Stack>
  );
}
