import { toast } from '../../../lib/notify';
import type { ClientRow } from '../api/client-types';
import { useUpdateClient } from '../api/update-client';
import { ClientForm } from './client-form';
import { checkUpdate, clientValuesFrom } from './client-form-values';
import { useClientForm } from './use-client-form';

interface Props {
  client: ClientRow;
  /** 'self': the client's own owner, limited to name, billing e-mail and address. */
  mode: 'edit' | 'self';
  onDone: () => void;
}

export function EditClientForm({ client, mode, onDone }: Props) {
  const update = useUpdateClient(client.id);
  const form = useClientForm(
    () => clientValuesFrom(client),
    (values) => checkUpdate(values, mode),
    async (body) => {
      await update.mutateAsync(body);
      toast.success();
      onDone();
    },
  );
  return <ClientForm form={form} mode={mode} submitLabel="Save changes" onCancel={onDone} />;
}
