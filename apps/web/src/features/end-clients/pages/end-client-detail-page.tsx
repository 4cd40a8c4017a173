import { SimpleGrid, Text } from '@mantine/core';
import { canManageReferenceData, type EndClientView } from '@app/domain';
import { useParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { AddressBlock, Field } from '../../../components/reference/detail-parts';
import { ReferenceDetailPage } from '../../../components/reference/reference-detail-page';
import { useEndClient } from '../api/get-end-client';
import { useUpdateEndClient } from '../api/update-end-client';
import { checkUpdate, EndClientForm, endClientValuesFrom, useEndClientForm } from '../components/end-client-form';

function EditEndClient({ row, onDone }: { row: EndClientView; onDone: () => void }) {
  const update = useUpdateEndClient(row.id);
  const form = useEndClientForm(
    () => endClientValuesFrom(row),
    checkUpdate,
    async (body) => {
      await update.mutateAsync(body);
      toast.success();
      onDone();
    },
  );
  return <EndClientForm form={form} submitLabel="Save changes" onCancel={onDone} />;
}

function EndClientDetails({ row, showPartner }: { row: EndClientView; showPartner: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {showPartner && (
        <Field label="Partner">
          <Text>{row.partner.name}</Text>
        </Field>
      )}
      <Field label="Client">
        <Text>{row.client.name}</Text>
      </Field>
      <Field label="Address">
        <AddressBlock address={row.address} />
      </Field>
    </SimpleGrid>
  );
}

/** /end_clients/:id: one end client, editable and archivable by those who manage reference data. */
export function EndClientDetailPage() {
  const { id = '' } = useParams();
  const query = useEndClient(id);
  const update = useUpdateEndClient(id);
  return (
    <ReferenceDetailPage
      query={query}
      noun="end client"
      back={{ to: '/end_clients', label: 'End Clients' }}
      title={(row) => row.name}
      canEdit={canManageReferenceData}
      setActive={(active) => update.mutateAsync({ active })}
      edit={(row, { done }) => <EditEndClient row={row} onDone={done} />}
      details={(row, { showPartner }) => <EndClientDetails row={row} showPartner={showPartner} />}
    />
  );
}
