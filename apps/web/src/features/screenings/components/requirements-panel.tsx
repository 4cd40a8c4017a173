import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Table,
  TagsInput,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  SCREENING_TYPE_LABELS,
  enumOptions,
  ordersScreenings,
  type ScreeningConfigView,
  type ScreeningType,
} from '@app/domain';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button';
import { useClientOptions } from '../../../components/reference/client-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useSession } from '../../../lib/auth/use-session';
import { seesEveryPartnersRequirements } from '../requirements-access';
import { toast, toastError } from '../../../lib/notify';
import {
  useClientJobs,
  useRemoveScreeningConfig,
  useSaveScreeningConfig,
  useScreeningConfigs,
} from '../api/screenings';

/** The job select's value for the client's own row, which binds every job. */
const EVERY_JOB = 'every';

const typesText = (c: ScreeningConfigView) => c.screening_types.map((t) => SCREENING_TYPE_LABELS[t]).join(', ');
const whereText = (c: ScreeningConfigView) => `${c.client.name} — ${c.job?.name ?? 'every job'}`;

/**
 * Set what a client (every job) or one of its jobs requires: its screenings and license types. A row
 * being edited keeps its client and job; a new one picks them, and an existing pair's row is shown to
 * change (the API keeps one row per pair).
 */
function RequirementsModal({ editing, onClose }: { editing: ScreeningConfigView | null; onClose: () => void }) {
  useReturnFocus();
  const clients = useClientOptions(true);
  const configs = useScreeningConfigs();
  const save = useSaveScreeningConfig();
  const [clientId, setClientId] = useState<string | null>(editing?.client.id ?? null);
  const [jobId, setJobId] = useState<string>(editing?.job?.id ?? EVERY_JOB);
  const [types, setTypes] = useState<string[]>(editing?.screening_types ?? []);
  const [licenses, setLicenses] = useState<string[]>(editing?.license_types ?? []);
  const jobs = useClientJobs(clientId);
  const load = (client: string | null, job: string) => {
    const current = configs.data?.find((c) => c.client.id === client && (c.job?.id ?? EVERY_JOB) === job);
    setTypes(current?.screening_types ?? []);
    setLicenses(current?.license_types ?? []);
  };
  const chooseClient = (id: string | null) => {
    setClientId(id);
    setJobId(EVERY_JOB);
    load(id, EVERY_JOB);
  };
  const chooseJob = (id: string | null) => {
    const job = id ?? EVERY_JOB;
    setJobId(job);
    load(clientId, job);
  };
  const submit = async () => {
    if (!clientId) return;
    try {
      await save.mutateAsync({
        client_id: clientId,
        job_id: jobId === EVERY_JOB ? null : jobId,
        screening_types: types as ScreeningType[],
        license_types: licenses,
      });
      toast.success('Requirements saved');
      onClose();
    } catch (err) {
      toastError(err);
    }
  };
  const clientData =
    editing && !clients.data?.some((c) => c.value === editing.client.id)
      ? [{ value: editing.client.id, label: editing.client.name }]
      : (clients.data ?? []);
  const jobData = [
    { value: EVERY_JOB, label: 'Every job' },
    ...(editing?.job && !jobs.data?.some((j) => j.value === editing.job!.id)
      ? [{ value: editing.job.id, label: editing.job.name }]
      : []),
    ...(jobs.data ?? []),
  ];
  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit requirements' : 'Set requirements'} size="lg">
      <Stack>
        <Select
          label="Client"
          required
          data={clientData}
          value={clientId}
          onChange={chooseClient}
          disabled={editing !== null}
          searchable
          nothingFoundMessage="None found"
        />
        <Select
          label="Job"
          description="Every job of the client, or one job (its requirements add to the client's)"
          data={jobData}
          value={jobId}
          onChange={chooseJob}
          disabled={editing !== null || !clientId}
          allowDeselect={false}
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

function RemoveButton({ config }: { config: ScreeningConfigView }) {
  const remove = useRemoveScreeningConfig();
  return (
    <ConfirmButton
      label="Remove"
      color="red"
      title="Remove these requirements?"
      message={`${whereText(config)} will no longer require ${
        [typesText(config), config.license_types.join(', ')].filter(Boolean).join('; ') || 'anything'
      }: assignments there start without them.`}
      onConfirm={async () => {
        await remove.mutateAsync(config.id);
        toast.success('Requirements removed');
      }}
    />
  );
}

/** The Requirements tab of /screenings: each client's (or job's) required screenings and licenses. */
export function RequirementsPanel() {
  const configs = useScreeningConfigs();
  const subject = useSession()?.subject;
  const [editing, setEditing] = useState<ScreeningConfigView | 'new' | null>(null);
  const rows = configs.data ?? [];
  const keeps = subject ? ordersScreenings(subject.userType) : false;
  const namesPartner = subject ? seesEveryPartnersRequirements(subject) : false;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          A client&apos;s requires-background-check setting also counts as a required background check.
        </Text>
        {keeps && <Button onClick={() => setEditing('new')}>Set requirements</Button>}
      </Group>
      {rows.length === 0 ? (
        <Text>{configs.isLoading ? 'Loading…' : 'No requirements set.'}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {namesPartner && <Table.Th>Partner</Table.Th>}
              <Table.Th>Client</Table.Th>
              <Table.Th>Job</Table.Th>
              <Table.Th>Screenings</Table.Th>
              <Table.Th>Licenses</Table.Th>
              {keeps && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                {namesPartner && <Table.Td>{c.partner.name}</Table.Td>}
                <Table.Td>{c.client.name}</Table.Td>
                <Table.Td>{c.job?.name ?? 'Every job'}</Table.Td>
                <Table.Td>{typesText(c) || '—'}</Table.Td>
                <Table.Td>{c.license_types.join(', ') || '—'}</Table.Td>
                {keeps && (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button variant="light" aria-label={`Edit ${whereText(c)}`} onClick={() => setEditing(c)}>
                        Edit
                      </Button>
                      <RemoveButton config={c} />
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <RequirementsModal editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
