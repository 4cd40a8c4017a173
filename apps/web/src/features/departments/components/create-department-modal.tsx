import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { useCreateDepartment } from '../api/create-department';
import { checkCreate, DepartmentForm, emptyDepartmentValues, useDepartmentForm } from './department-form';

export function CreateDepartmentModal({ withPartner, onClose }: { withPartner: boolean; onClose: () => void }) {
  const create = useCreateDepartment();
  const navigate = useNavigate();
  const form = useDepartmentForm(
    emptyDepartmentValues,
    (v) => checkCreate(v, withPartner),
    async (body) => {
      const row = await create.mutateAsync(body);
      toast.success();
      navigate(`/departments/${row.id}`);
    },
  );
  return (
    <Modal opened onClose={onClose} title="New department">
      <DepartmentForm form={form} withPartner={withPartner} submitLabel="Create department" onCancel={onClose} />
    </Modal>
  );
}
