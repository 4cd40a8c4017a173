import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { useCreateEndClient } from '../api/create-end-client';
import { checkCreate, emptyEndClientValues, EndClientForm, useEndClientForm } from './end-client-form';

export function CreateEndClientModal({ onClose }: { onClose: () => void }) {
  const create = useCreateEndClient();
  const navigate = useNavigate();
  const form = useEndClientForm(emptyEndClientValues, checkCreate, async (body) => {
    const row = await create.mutateAsync(body);
    toast.success();
    navigate(`/end_clients/${row.id}`);
  });
  return (
    <Modal opened onClose={onClose} title="New end client" size="lg">
      <EndClientForm form={form} submitLabel="Create end client" onCancel={onClose} />
    </Modal>
  );
}
