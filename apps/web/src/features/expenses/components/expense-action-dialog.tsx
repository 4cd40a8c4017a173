import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ExpenseAction, type ExpenseView } from '@app/domain';
import { useState } from 'react';
import { splitServerErrors } from '../../../components/forms/server-field-errors';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useExpenseAction } from '../api/expenses';
import { BUTTON_LABELS, DONE, typeLabel } from '../lib/expense-labels';
import { useReturnFocus } from '../../../components/use-return-focus';
import { formatCalendarDate, formatMoney } from '../../../components/data-list/format';

export interface ActionRequest {
  action: ExpenseAction | 'delete';
  expense: ExpenseView;
}

const WHAT_HAPPENS: Partial<Record<ActionRequest['action'], string>> = {
  delete: 'A deleted expense and its receipt cannot be restored.',
  unapprove: 'It goes back to pending, and its pay and bill items are reversed in the ledger.',
  unpaid: 'It is no longer marked as paid to the worker.',
  reject: 'The person who entered it sees the reason.',
};

/**
 * Asks before an action that undoes or refuses (delete, reject with its reason, unapprove, unpaid).
 * The server's refusal (409: the state changed, a lock) shows here in its own words.
 */
export function ExpenseActionDialog({ request, onClose }: { request: ActionRequest; onClose: () => void }) {
  useReturnFocus();
  const { action, expense } = request;
  const mutation = useExpenseAction();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const asksReason = action === 'reject';
  const missingReason = asksReason && !reason.trim() ? 'Give a reason for rejecting' : null;

  const confirm = async () => {
    setTried(true);
    setError(null);
    setReasonError(null);
    if (missingReason) return;
    try {
      await mutation.mutateAsync({ id: expense.id, action, ...(asksReason ? { reason: reason.trim() } : {}) });
      toast.success(DONE[action]);
      onClose();
    } catch (err) {
      const split = splitServerErrors(err, new Set(['reason']));
      setReasonError(split.fields.reason ?? null);
      const e = toApiError(split.error);
      if (!e.silent) setError(e.statusCode === 409 ? `Nothing was changed: ${e.message}` : e.message);
    }
  };

  return (
    <Modal
      opened
      onClose={() => !mutation.isPending && onClose()}
      title={`${BUTTON_LABELS[action]} this expense?`}
      closeOnClickOutside={!mutation.isPending}
    >
      <Stack>
        <Text size="sm">
          {typeLabel(expense.type)} · {formatMoney(expense.amount)} · {expense.contractor.name} ·{' '}
          {formatCalendarDate(expense.date)}
        </Text>
        {WHAT_HAPPENS[action] && <Text size="sm">{WHAT_HAPPENS[action]}</Text>}
        {error && (
          <Alert color="red" variant="light" role="alert" title="Could not save">
            {error}
          </Alert>
        )}
        {asksReason && (
          <Textarea
            label="Reason"
            required
            rows={2}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={(tried ? missingReason : null) ?? reasonError}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button color="red" loading={mutation.isPending} onClick={() => void confirm()}>
            {BUTTON_LABELS[action]}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
