import { SimpleGrid, Text } from '@mantine/core';
import { canManageReferenceData, type DepartmentView } from '@app/domain';
import { useParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { Field } from '../../../components/reference/detail-parts';
import { ReferenceDetailPage } from '../../../components/reference/reference-detail-page';
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

function DepartmentDetails({ row, showPartner }: { row: DepartmentView; showPartner: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {showPartner && (
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
  );
}

/** /departments/:id: one department, editable and archivable by those who manage reference data. */
export function DepartmentDetailPage() {
  const { id = '' } = useParams();
  const query = useDepartment(id);
  const update = useUpdateDepartment(id);
  return (
    <ReferenceDetailPage
      query={query}
      noun="department"
      back={{ to: '/departments', label: 'Departments' }}
      title={(row) => row.name}
      canEdit={canManageReferenceData}
      setActive={(active) => update.mutateAsync({ active })}
      edit={(row, { withClient, done }) => <EditDepartment row={row} withClient={withClient} onDone={done} />}
      details={(row, { showPartner }) => <DepartmentDetails row={row} showPartner={showPartner} />}
    />
  );
}
