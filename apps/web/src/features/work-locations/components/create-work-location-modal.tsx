import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { useCreateWorkLocation } from '../api/create-work-location';
import { SuggestedAddressDialog } from './suggested-address-dialog';
import { useWorkLocationForm } from './use-work-location-form';
import { WorkLocationForm } from './work-location-form';
import { checkCreate, emptyWorkLocationValues } from './work-location-form-values';

/** "New work location": the form in a modal (the spec has no create page), then the new location opens. */
export function CreateWorkLocationModal({ withPartner, onClose }: { withPartner: boolean; onClose: () => void }) {
  const create = useCreateWorkLocation();
  const navigate = useNavigate();
  const { form, dialog } = useWorkLocationForm({
    initial: emptyWorkLocationValues,
    check: (v) => checkCreate(v, withPartner),
    send: (body) => create.mutateAsync(body),
    onSaved: (row) => {
      toast.success();
      navigate(`/work_locations/${row.id}`);
    },
  });
  return (
    <>
      <Modal opened onClose={onClose} title="New work location" size="lg">
        <WorkLocationForm form={form} withPartner={withPartner} submitLabel="Create work location" onCancel={onClose} />
      </Modal>
      {dialog && <SuggestedAddressDialog {...dialog} />}
    </>
  );
}
