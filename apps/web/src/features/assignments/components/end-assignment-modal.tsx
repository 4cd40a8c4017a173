import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { toast } from '../../../lib/notify';
import type { AssignmentRow } from '../api/assignment-types';
import { useEndAssignment } from '../api/end-assignment';

/** Ending an assignment asks for the last day and a reason, and confirms before it acts. */
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
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  const end = useEndAssignment(a.id);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    end.mutate(
      { end_date: endDate, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success('Assignment ended');
          onClose();
        },
        onError: (err) => {
          const split = splitServerErrors(err, new Set(['end_date', 'reason']));
          setErrors(split.fields);
          setTopError(split.error.message);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="End assignment">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>
            End {a.contractor.name}&apos;s assignment at {a.client.name}? It cannot be reopened; a new placement needs a
            new assignment.
          </Text>
          {topError && (
            <Alert color="red" variant="light" role="alert">
              {topError}
            </Alert>
          )}
          <TextInput
            label="Last day"
            type="date"
            required
            value={endDate}
            onChange={(e) => setEndDate(e.currentTarget.value)}
            error={errors.end_date}
          />
          <Textarea
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={end.isPending} disabled={!endDate || !reason.trim()}>
              End assignment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
