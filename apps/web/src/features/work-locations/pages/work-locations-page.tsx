import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { canManageReferenceData, choosesPartner, seesSeveralPartners } from '@app/domain';
import { useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { picksClient } from '../../../components/reference/reference-access';
import { ActiveFilter, ClientFilter } from '../../../components/reference/reference-filters';
import { useWorkLocationsList } from '../api/get-work-locations';
import { CreateWorkLocationModal } from '../components/create-work-location-modal';
import { workLocationColumns } from '../components/work-location-columns';

/** /work_locations: the locations this user may see (the API scopes them). */
export function WorkLocationsPage() {
  const list = useWorkLocationsList();
  const session = useSession();
  const subject = session?.subject;
  const [creating, setCreating] = useState(false);
  const showPartner = subject !== undefined && seesSeveralPartners(subject);
  const columns = useMemo(() => workLocationColumns({ showPartner }), [showPartner]);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Work Locations</Title>
        {subject && canManageReferenceData(subject) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New work location
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="work_locations"
        noun="work locations"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Name or city" search />
            {subject && picksClient(subject) && <ClientFilter list={list} />}
            <ActiveFilter list={list} />
          </>
        }
      />
      {creating && subject && (
        <CreateWorkLocationModal withPartner={choosesPartner(subject)} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}
