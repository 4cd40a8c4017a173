import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TimesheetFilterBody } from '@app/domain';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useBulkTimesheetAction } from '../api/bulk-timesheet-action';
import { doneMessage } from '../lib/actions';

export type Decision = 'approve' | 'reject';

export interface ConfirmProps {
  action: Decision;
  count: number;
  /** The bulk call's filter: the list's filters, pending entries only. */
  filter: TimesheetFilterBody;
  summary: string;
  onClose: () => void;
}

const nounOf = (count: number) => `${count} pending ${count === 1 ? 'entry' : 'entries'}`;

function MatchingNote({ summary }: { summary: string }) {
  return (
    <>
      <Text size="sm">Every pending entry matching {summary}.</Text>
      <Text size="sm" c="dimmed">
        All of them change together, or none does. Entries entered since this count are included.
      </Text>
    </>
  );
}

/** "Reject all matching" asks why in the shared reason dialog. */
function RejectAllMatching({ count, filter, summary, onClose }: ConfirmProps) {
  const bulk = useBulkTimesheetAction();
  return (
    <ReasonDialog
      title={`Reject all ${nounOf(count)}?`}
      requiredMessage="Give a reason for rejecting"
      confirmLabel={`Reject ${nounOf(count)}`}
      onConfirm={async (reason) => {
        const result = await bulk.mutateAsync({ action: 'reject', filter, reason });
        toast.success(doneMessage('reject', result.count));
        onClose();
      }}
      onClose={onClose}
    >
      <MatchingNote summary={summary} />
    </ReasonDialog>
  );
}

/** The confirmation of a decision on all matching entries (loaded when one is asked for). */
export function ConfirmAllMatching(props: ConfirmProps) {
  if (props.action === 'reject') return <RejectAllMatching {...props} />;
  return <ApproveAllMatching {...props} />;
}

function ApproveAllMatching({ count, filter, summary, onClose }: ConfirmProps) {
  const bulk = useBulkTimesheetAction();
  const [error, setError] = useState<string | null>(null);
  const noun = nounOf(count);

  const confirm = async () => {
    setError(null);
    try {
      const result = await bulk.mutateAsync({ action: 'approve', filter });
      toast.success(doneMessage('approve', result.count));
      onClose();
    } catch (err) {
      const e = toApiError(err);
      if (!e.silent) setError(e.statusCode === 409 ? `Nothing was changed: ${e.message}` : e.message);
    }
  };

  return (
    <Modal opened onClose={() => !bulk.isPending && onClose()} title={`Approve all ${noun}?`} size="md">
      <Stack>
        <MatchingNote summary={summary} />
        {error && (
          <Alert color="red" variant="light" role="alert" title="Could not save">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={bulk.isPending}>
            Cancel
          </Button>
          <Button loading={bulk.isPending} onClick={() => void confirm()}>
            Approve {noun}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
