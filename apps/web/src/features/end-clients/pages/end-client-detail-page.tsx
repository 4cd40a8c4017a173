import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { canManageReferenceData, type EndClientView } from '@app/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { ArchiveButton } from '../../reference-common/archive-button';
import { ActiveBadge, AddressBlock, BackLink, DetailGate, Field } from '../../reference-common/detail-parts';
import { seesPartner } from '../../reference-common/reference-access';
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

/** /end_clients/:id: one end client, editable and archivable by those who manage reference data. */
export function EndClientDetailPage() {
  const { id = '' } = useParams();
  const query = useEndClient(id);
  const update = useUpdateEndClient(id);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const canEdit = session !== null && canManageReferenceData(session.subject);
  return (
    <DetailGate query={query} noun="end client">
      {(row) => (
        <Stack gap="lg" maw={900}>
          <BackLink to="/end_clients" label="End Clients" />
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
                  noun="end client"
                  name={row.name}
                  active={row.active}
                  onChange={(active) => update.mutateAsync({ active })}
                />
              </Group>
            )}
          </Group>
          <Paper withBorder p="lg">
            {editing ? (
              <EditEndClient row={row} onDone={() => setEditing(false)} />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                {session && seesPartner(session.subject) && (
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
            )}
          </Paper>
        </Stack>
      )}
    </DetailGate>
  );
}
