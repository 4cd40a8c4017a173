import { Alert, Loader, Select, Stack, Text } from '@mantine/core';
import { labelOf } from '@app/domain';
import { toApiError } from '../../../../lib/api/errors';
import {
  useClientOptions,
  useContractorOptions,
  useJobOptions,
  useWorkLocationOptions,
  type ClientOption,
  type ContractorOption,
} from '../../api/get-assignment-options';
import type { WizardState } from './wizard-state';

interface StepProps {
  state: WizardState;
  change: (patch: Partial<WizardState>) => void;
  errors: Record<string, string>;
}

function OptionsError({ error, what }: { error: unknown; what: string }) {
  return (
    <Alert color="red" variant="light" role="alert" title={`Could not load ${what}`}>
      {toApiError(error).message}
    </Alert>
  );
}

export function ClientStep({ state, change, errors }: StepProps) {
  const clients = useClientOptions();
  if (clients.isPending) return <Loader size="sm" role="status" aria-label="Loading clients" />;
  if (clients.isError) return <OptionsError error={clients.error} what="clients" />;
  return (
    <Select
      label="Client"
      placeholder="Choose a client"
      searchable
      data={clients.data.map((c) => ({ value: c.id, label: c.name }))}
      value={state.client_id}
      // A new client means new contractors, jobs and locations to choose from.
      onChange={(v) => change({ client_id: v, contractor_id: null, job_id: null, work_location_id: null })}
      error={errors.client_id}
    />
  );
}

const partnerOf = (clients: ClientOption[] | undefined, clientId: string | null) =>
  clients?.find((c) => c.id === clientId)?.partner.id;

export function ContractorStep({ state, change, errors }: StepProps) {
  const clients = useClientOptions();
  const contractors = useContractorOptions(true);
  if (contractors.isPending || clients.isPending)
    return <Loader size="sm" role="status" aria-label="Loading contractors" />;
  if (contractors.isError) return <OptionsError error={contractors.error} what="contractors" />;
  const partnerId = partnerOf(clients.data, state.client_id);
  // Only the client's partner's contractors can be placed with it.
  const options = contractors.data.filter((c) => !partnerId || c.partner.id === partnerId);
  return (
    <Select
      label="Contractor"
      placeholder="Choose a contractor"
      searchable
      nothingFoundMessage="No contractors of this client's partner"
      data={options.map((c) => ({
        value: c.id,
        label: `${c.first_name} ${c.last_name} · ${labelOf('jobClassification', c.classification)}`,
      }))}
      value={state.contractor_id}
      onChange={(v) => change({ contractor_id: v, job_id: null })}
      error={errors.contractor_id}
    />
  );
}

const contractorOf = (list: ContractorOption[] | undefined, id: string | null) => list?.find((c) => c.id === id);

export function JobStep({ state, change, errors }: StepProps) {
  const jobs = useJobOptions(state.client_id);
  const locations = useWorkLocationOptions(state.client_id);
  const contractors = useContractorOptions(true);
  if (jobs.isPending || locations.isPending)
    return <Loader size="sm" role="status" aria-label="Loading jobs and locations" />;
  if (jobs.isError) return <OptionsError error={jobs.error} what="jobs" />;
  if (locations.isError) return <OptionsError error={locations.error} what="work locations" />;
  const contractor = contractorOf(contractors.data, state.contractor_id);
  // The server narrows jobs and locations to the client (and general ones); a job is for one
  // worker classification, so only the contractor's own fit.
  const jobOptions = jobs.data.filter((j) => !contractor || j.classification === contractor.classification);
  return (
    <Stack>
      <Select
        label="Job"
        placeholder="Choose a job"
        searchable
        nothingFoundMessage="No jobs for this contractor's classification"
        data={jobOptions.map((j) => ({ value: j.id, label: j.salaried ? `${j.title} (salaried)` : j.title }))}
        value={state.job_id}
        onChange={(v) => change({ job_id: v, rates: {} })}
        error={errors.job_id}
      />
      <Select
        label="Work location"
        placeholder="Choose a work location"
        searchable
        data={locations.data.map((l) => ({
          value: l.id,
          label: l.address?.state ? `${l.name} (${l.address.state})` : l.name,
        }))}
        value={state.work_location_id}
        onChange={(v) => change({ work_location_id: v })}
        error={errors.work_location_id}
      />
      <Text size="sm" c="dimmed">
        The work location decides the tax state.
      </Text>
    </Stack>
  );
}
