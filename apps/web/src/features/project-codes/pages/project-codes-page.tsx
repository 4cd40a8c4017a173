import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { seesSeveralPartners } from '@app/domain';
import { DataList } from '../../../components/data-list/data-list';
import { useReturnFocus } from '../../../components/use-return-focus';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { picksClient } from '../../../components/reference/reference-access';
import { ActiveFilter, ClientFilter } from '../../../components/reference/reference-filters';
import { useCreateProjectCode } from '../api/create-project-code';
import { useProjectCodesList } from '../api/get-project-codes';
import { canManageProjectCodes } from '../components/project-code-access';
import { projectCodeColumns } from '../components/project-code-columns';
import {
  checkCreate,
  emptyProjectCodeValues,
  ProjectCodeForm,
  useProjectCodeForm,
} from '../components/project-code-form';

function CreateProjectCodeModal({ onClose }: { onClose: () => void }) {
  const create = useCreateProjectCode();
  useReturnFocus();
  const navigate = useNavigate();
  const form = useProjectCodeForm(emptyProjectCodeValues, checkCreate, async (body) => {
    const row = await create.mutateAsync(body);
    toast.success(`Created project code ${row.code}`);
    navigate(`/project_codes/${row.id}`);
  });
  return (
    <Modal opened onClose={onClose} title="New project code" size="lg">
      <ProjectCodeForm form={form} submitLabel="Create project code" withClient onCancel={onClose} />
    </Modal>
  );
}

/** /project_codes: each client's codes (required on its entries when the client says so). */
export function ProjectCodesPage() {
  const list = useProjectCodesList();
  const subject = useSession()?.subject;
  const [creating, setCreating] = useState(false);
  const showPartner = subject !== undefined && seesSeveralPartners(subject);
  const showClient = subject !== undefined && picksClient(subject);
  const columns = useMemo(() => projectCodeColumns({ showPartner, showClient }), [showPartner, showClient]);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Project Codes</Title>
        {subject && canManageProjectCodes(subject) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New project code
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="project_codes"
        noun="project codes"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Code or description" search />
            {showClient && <ClientFilter list={list} />}
            <ActiveFilter list={list} />
          </>
        }
      />
      {creating && <CreateProjectCodeModal onClose={() => setCreating(false)} />}
    </Stack>
  );
}
