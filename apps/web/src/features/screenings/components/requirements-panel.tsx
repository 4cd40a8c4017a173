import { Button, Group, Modal, MultiSelect, Select, Stack, Table, TagsInput, Text } from '@mantine/core';
import { SCREENING_TYPE_LABELS, enumOptions, ordersScreenings, type ScreeningType } from '@app/domain';
import { useState } from 'react';
import { useClientOptions } from '../../../components/reference/client-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useSession } from '../../../lib/auth/use-session';
import { toast, toastError } from '../../../lib/notify';
import { useSaveScreeningConfig, useScreeningConfigs } from '../api/screenings';

/** Set what a client requires: its screenings and license types (the client's own row, for every job). */
function RequirementsModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const clients = useClientOptions(true);
  const configs = useScreeningConfigs();
  const save = useSaveScreeningConfig();
  const [clientId, setClientId] = useState<string | null>(null);
  const [types, setTypes] = useState<string[]>([]);
  const [licenses, setLicenses] = useState<string[]>([]);
  const choose = (id: string | null) => {
    setClientId(id);
    const current = configs.data?.find((c) => c.client.id === id && c.job === null);
    setTypes(current?.screening_types ?? []);
    setLicenses(current?.license_types ?? []);
  };
  const submit = async () => {
    if (!clientId) return;
    try {
      await save.mutateAsync({
        client_id: clientId,
        job_id: null,
        screening_types: types as ScreeningType[],
        license_types: licenses,
      });
      toast.success('Requirements saved');
      onClose();
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Set requirements" size="lg">
      <Stack>
        <Select
          label="Client"
          required
          data={clients.data ?? []}
          value={clientId}
          onChange={choose}
          searchable
          nothingFoundMessage="None found"
        />
        <MultiSelect
          label="Screenings required"
          data={enumOptions('screeningType')}
          value={types}
          onChange={setTypes}
          clearable
        />
        <TagsInput
          label="Licenses required"
          description="License types, as they are named on workers' licenses (e.g. CDL); press Enter after each"
          value={licenses}
          onChange={setLicenses}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!clientId} loading={save.isPending} onClick={() => void submit()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The Requirements tab of /screenings: each client's (or job's) required screenings and licenses. */
export function RequirementsPanel() {
  const configs = useScreeningConfigs();
  const subject = useSession()?.subject;
  const [editing, setEditing] = useState(false);
  const rows = configs.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          A client&apos;s requires-background-check setting also counts as a required background check.
        </Text>
        {subject && ordersScreenings(subject.userType) && (
          <Button onClick={() => setEditing(true)}>Set requirements</Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text>{configs.isLoading ? 'Loading…' : 'No requirements set.'}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Client</Table.Th>
              <Table.Th>Job</Table.Th>
              <Table.Th>Screenings</Table.Th>
              <Table.Th>Licenses</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.client.name}</Table.Td>
                <Table.Td>{c.job?.name ?? 'Every job'}</Table.Td>
                <Table.Td>{c.screening_types.map((t) => SCREENING_TYPE_LABELS[t]).join(', ') || '—'}</Table.Td>
                <Table.Td>{c.license_types.join(', ') || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <RequirementsModal onClose={() => setEditing(false)} />}
    </Stack>
  );
}
