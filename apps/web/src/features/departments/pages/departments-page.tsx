import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { canManageReferenceData, choosesPartner, seesSeveralPartners } from '@app/domain';
import { useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { picksClient } from '../../../components/reference/reference-access';
import { ActiveFilter, ClientFilter } from '../../../components/reference/reference-filters';
import { useDepartmentsList } from '../api/get-departments';
import { CreateDepartmentModal } from '../components/create-department-modal';
import { departmentColumns } from '../components/department-columns';

/** /departments: the departments this user may see (the API scopes them). */
export function DepartmentsPage() {
  const list = useDepartmentsList();
  const subject = useSession()?.subject;
  const [creating, setCreating] = useState(false);
  const showPartner = subject !== undefined && seesSeveralPartners(subject);
  const columns = useMemo(() => departmentColumns({ showPartner }), [showPartner]);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Departments</Title>
        {subject && canManageReferenceData(subject) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New department
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="departments"
        noun="departments"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Name or code" search />
            {subject && picksClient(subject) && <ClientFilter list={list} />}
            <ActiveFilter list={list} />
          </>
        }
      />
      {creating && subject && (
        <CreateDepartmentModal withPartner={choosesPartner(subject)} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}
