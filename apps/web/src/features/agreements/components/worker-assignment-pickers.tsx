import { Select } from '@mantine/core';
import { useContractorOptions } from '../../../components/reference/contractor-options';
import { useWorkerAssignments } from '../api/worker-assignments';

interface Props {
  contractorId: string;
  assignmentId: string;
  onChange: (next: { contractorId: string; assignmentId: string }) => void;
  /** The template reads the assignment's fields: one must be chosen. */
  assignmentRequired: boolean;
  errors?: { contractor?: string | null; assignment?: string | null };
  workerLabel?: string;
}

/** The worker, then one of its assignments: what a template's merge fields read. */
export function WorkerAssignmentPickers({
  contractorId,
  assignmentId,
  onChange,
  assignmentRequired,
  errors,
  workerLabel = 'Worker',
}: Props) {
  const workers = useContractorOptions();
  const assignments = useWorkerAssignments(contractorId || null);
  return (
    <>
      <Select
        label={workerLabel}
        required
        searchable
        data={workers.data ?? []}
        value={contractorId || null}
        onChange={(v) => onChange({ contractorId: v ?? '', assignmentId: '' })}
        error={errors?.contractor}
        nothingFoundMessage="No workers"
      />
      <Select
        label="Assignment"
        required={assignmentRequired}
        description={assignmentRequired ? "The template reads the assignment's fields" : 'Optional'}
        clearable
        data={assignments.data ?? []}
        value={assignmentId || null}
        onChange={(v) => onChange({ contractorId, assignmentId: v ?? '' })}
        disabled={!contractorId}
        placeholder={!contractorId ? 'Choose the worker first' : assignments.isLoading ? 'Loading…' : undefined}
        error={errors?.assignment}
        nothingFoundMessage="No assignments"
      />
    </>
  );
}
