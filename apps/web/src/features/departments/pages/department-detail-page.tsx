import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { canManageReferenceData, type DepartmentView } from '@app/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { ArchiveButton } from '../../reference-common/archive-button';
import { ActiveBadge, BackLink, DetailGate, Field } from '../../reference-common/detail-parts';
import { picksClient, seesPartner } from '../../reference-common/reference-access';
import { useDepartment } from '../api/get-department';
import { useUpdateDepartment } from '../api/update-department';
import { checkUpdate, DepartmentForm, departmentValuesFrom, useDepartmentForm } from '../components/department-form';

function EditDepartment({ row, withClient, onDone }: { row: DepartmentView; withClient: boolean; onDone: () => void }) {
  const update = useUpdateDepartment(row.id);
  const form = useDepartmentForm(
    () => departmentValuesFrom(row),
    checkUpdate,
    async (body) => {
      await update.mutateAsync(body);
      toast.success();
      onDone();
    },
  );
  return <DepartmentForm form={form} withClient={withClient} submitLabel="Save changes" onCancel={onDone} />;
}

/** /departments/:id: one department, editable and archivable by those who manage reference data. */
export function DepartmentDetailPage() {
  const { id = '' } = useParams();
  const query = useDepartment(id);
  const update = useUpdateDepartment(id);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const canEdit = session !== null && canManageReferenceData(session.subject);
  return (
    <DetailGate query={query} noun="department">
      {(row) => (
        <Stack gap="lg" maw={900}>
          <BackLink to="/departments" label="Departments" />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>{row.name}</Title>
              <ActiveBadge active={row.active} />
            </Group>
            {canEdit && !editing && (
              <Group gap="sm">
                <Button
                  variant="light"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  Edit
                </Button>
                <ArchiveButton
                  noun="department"
                  name={row.name}
                  active={row.active}
                  onChange={(active) => update.mutateAsync({ active })}
                />
              </Group>
            )}
          </Group>
          <Paper withBorder p="lg">
            {editing ? (
              <EditDepartment
                row={row}
                withClient={session !== null && picksClient(session.subject)}
                onDone={() => setEditing(false)}
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                {session && seesPartner(session.subject) && (
                  <Field label="Partner">
                    <Text>{row.partner.name}</Text>
                  </Field>
                )}
                <Field label="Code">
                  <Text>{row.code ?? '—'}</Text>
                </Field>
                <Field label="Client">
                  <Text>{row.client?.name ?? 'Any client'}</Text>
                </Field>
              </SimpleGrid>
            )}
          </Paper>
        </Stack>
      )}
    </DetailGate>
  );
}
