import type { WorkLocationView } from '@app/domain';
import { toast } from '../../../lib/notify';
import { useUpdateWorkLocation } from '../api/update-work-location';
import { SuggestedAddressDialog } from './suggested-address-dialog';
import { useWorkLocationForm } from './use-work-location-form';
import { WorkLocationForm } from './work-location-form';
import { checkUpdate, workLocationValuesFrom } from './work-location-form-values';

export function EditWorkLocationForm({
  row,
  withClient,
  onDone,
}: {
  row: WorkLocationView;
  withClient: boolean;
  onDone: () => void;
}) {
  const update = useUpdateWorkLocation(row.id);
  const { form, dialog } = useWorkLocationForm({
    initial: () => workLocationValuesFrom(row),
    check: checkUpdate,
    send: (body) => update.mutateAsync(body),
    onSaved: () => {
      toast.success();
      onDone();
    },
  });
  return (
    <>
      <WorkLocationForm form={form} withClient={withClient} submitLabel="Save changes" onCancel={onDone} />
      {dialog && <SuggestedAddressDialog {...dialog} />}
    </>
  );
}
