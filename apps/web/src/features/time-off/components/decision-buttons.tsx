import { Button, Group, Text, Textarea } from '@mantine/core';
import type { TimeOffRequestView } from '@app/domain';
import { useState } from 'react';
import { toast } from '../../../lib/notify';
import { ConfirmButton } from '../../../components/confirm-button';
import { hoursText } from '../../../components/hours';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useTimeOffAction } from '../api/time-off-action';
import { formatDateRange } from '../../../components/data-list/format';

/** Approve / Reject (deciders) and Cancel (requester or decider), each behind a confirmation. */
export function DecisionButtons({ row }: { row: TimeOffRequestView }) {
  const act = useTimeOffAction(row.id);
  const [note, setNote] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const what = `${row.contractor.name}'s ${hoursText(row.total_minutes)} off (${formatDateRange(row.start_date, row.end_date)})`;
  return (
    <Group gap="sm">
      {row.can_decide && (
        <>
          <ConfirmButton
            label="Approve"
            title="Approve this time off?"
            message={
              row.type === 'pto'
                ? `Approve ${what}? The hours are taken from the PTO balance and entered as approved time.`
                : `Approve ${what}? The days are entered as approved time.`
            }
            // The primary colour, not green: white on Mantine's filled green is 3.3:1 (axe: color-contrast),
            // and the theme keeps the primary colour's filled text readable for every partner's brand.
            variant="filled"
            onConfirm={async () => {
              await act.mutateAsync({ action: 'approve', note: note.trim() || null });
              toast.success('Time off approved');
            }}
          >
            <Textarea label="Note (optional)" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          </ConfirmButton>
          <Button variant="light" color="red" onClick={() => setRejecting(true)}>
            Reject
          </Button>
          {rejecting && (
            <ReasonDialog
              title="Reject this time off?"
              requiredMessage="Give a reason for rejecting"
              confirmLabel="Reject"
              onConfirm={async (reason) => {
                await act.mutateAsync({ action: 'reject', reason });
                toast.success('Time off rejected');
                setRejecting(false);
              }}
              onClose={() => setRejecting(false)}
            >
              <Text>Reject {what}?</Text>
            </ReasonDialog>
          )}
        </>
      )}
      {row.can_cancel && (
        <ConfirmButton
          label="Cancel request"
          title="Cancel this time off?"
          message={
            row.status === 'approved'
              ? `Cancel ${what}? Its entries are withdrawn and any PTO used is given back.`
              : `Cancel ${what}?`
          }
          confirmLabel="Cancel time off"
          color="red"
          variant="subtle"
          onConfirm={async () => {
            await act.mutateAsync({ action: 'cancel' });
            toast.success('Time off cancelled');
          }}
        />
      )}
    </Group>
  );
}
