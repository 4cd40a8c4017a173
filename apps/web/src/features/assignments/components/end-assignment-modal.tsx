import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { splitServerErrors } from '../../../components/forms/server-field-errors';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toast } from '../../../lib/notify';
import type { AssignmentRow } from '../api/assignment-types';
import { useEndAssignment } from '../api/end-assignment';

const END_DATE = new Set(['end_date']);

/** Ending an assignment asks for the last day and a reason (the shared reason dialog), and confirms before it acts. */
export function EndAssignmentModal({
  assignment: a,
  opened,
  onClose,
}: {
  assignment: AssignmentRow;
  opened: boolean;
  onClose: () => void;
}) {
  const [endDate, setEndDate] = useState(a.end_date ?? '');
  const [endDateError, setEndDateError] = useState<string | null>(null);
  const end = useEndAssignment(a.id);

  return (
    <ReasonDialog
      opened={opened}
      title="End assignment"
      maxLength={500}
      requiredMessage="Say why the assignment ends"
      confirmLabel="End assignment"
      canConfirm={endDate !== ''}
      onConfirm={async (reason) => {
        setEndDateError(null);
        try {
          await end.mutateAsync({ end_date: endDate, reason });
        } catch (err) {
          // The last day's refusal goes beside it; the rest (the reason's, a conflict) to the dialog.
          const split = splitServerErrors(err, END_DATE);
          setEndDateError(split.fields.end_date ?? null);
          throw split.error;
        }
        toast.success('Assignment ended');
        onClose();
      }}
      onClose={onClose}
    >
      <Text>
        End {a.contractor.name}&apos;s assignment at {a.client.name}? It cannot be reopened; a new placement needs a new
        assignment.
      </Text>
      <TextInput
        label="Last day"
        type="date"
        required
        value={endDate}
        onChange={(e) => {
          setEndDate(e.currentTarget.value);
          setEndDateError(null);
        }}
        error={endDateError}
      />
    </ReasonDialog>
  );
}
