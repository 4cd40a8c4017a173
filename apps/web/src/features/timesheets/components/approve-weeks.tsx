import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ApprovalGroupView } from '@app/domain';
import { useState } from 'react';
import { formatWeek } from '../../../components/data-list/format';
import { toApiError } from '../../../lib/api/errors';
import { useBulkTimesheetAction } from '../api/bulk-timesheet-action';
import { weeksNoun } from '../lib/bill-amounts';

export interface WeeksOutcome {
  approved: ApprovalGroupView[];
  failed: { week: ApprovalGroupView; message: string }[];
}

const weekName = (w: ApprovalGroupView) => `${w.contractor.name}, week of ${formatWeek(w.week_start)}`;

/**
 * Approving the chosen weeks from the list (decision 0108), after a confirmation naming how many weeks and
 * entries. Each week is one bulk call on the entries its row counted (`pending_ids`), so one week refused
 * (an entry decided meanwhile, a signature the client requires) leaves the others approved and is named.
 */
export function ApproveWeeksDialog({
  weeks,
  onClose,
  onDone,
}: {
  weeks: ApprovalGroupView[];
  onClose: () => void;
  onDone: (outcome: WeeksOutcome) => void;
}) {
  const bulk = useBulkTimesheetAction();
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    const outcome: WeeksOutcome = { approved: [], failed: [] };
    // One after another: each is its own transaction, and the server is not asked for all at once.
    for (const week of weeks) {
      try {
        await bulk.mutateAsync({ action: 'approve', ids: week.pending_ids });
        outcome.approved.push(week);
      } catch (err) {
        outcome.failed.push({ week, message: toApiError(err).message });
      }
    }
    setBusy(false);
    onDone(outcome);
  };
  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={`Approve ${weeksNoun(weeks)}?`}>
      <Stack gap="sm">
        <Text size="sm">Every pending entry of these weeks is approved and billed:</Text>
        <List size="sm">
          {weeks.map((w) => (
            <List.Item key={w.id}>{weekName(w)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void approve()} loading={busy}>
            Approve {weeksNoun(weeks)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What the approval did: how many weeks and entries, and each week that was not approved and why. */
export function WeeksOutcomeAlert({ outcome, onClose }: { outcome: WeeksOutcome; onClose: () => void }) {
  const failed = outcome.failed.length > 0;
  return (
    <Alert
      role="status"
      color={failed ? 'yellow' : 'green'}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      title={outcome.approved.length > 0 ? `Approved ${weeksNoun(outcome.approved)}` : 'Nothing was approved'}
    >
      {failed && (
        <Stack gap={4}>
          <Text size="sm">Not approved:</Text>
          <List size="sm">
            {outcome.failed.map((f) => (
              <List.Item key={f.week.id}>
                {weekName(f.week)} — {f.message}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Alert>
  );
}
