import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ExpenseAction, type ExpenseView } from '@app/domain';
import { useState } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useExpenseAction } from '../api/expense-action';
import { BUTTON_LABELS, DONE, typeLabel } from '../lib/expense-labels';
import { useReturnFocus } from '../../../components/use-return-focus';
import { formatCalendarDate, formatMoney } from '../../../components/data-list/format';
import { ReasonDialog } from '../../../components/reason-dialog';

export interface ActionRequest {
  action: ExpenseAction | 'delete';
  expense: ExpenseView;
}

const WHAT_HAPPENS: Partial<Record<ActionRequest['action'], string>> = {
  delete: 'A deleted expense and its receipt cannot be restored.',
  unapprove: 'It goes back to pending, and its pay and bill items are reversed in the ledger.',
  unpaid: 'It is no longer marked as paid to the worker.',
};

function ExpenseSummary({ expense }: { expense: ExpenseView }) {
  return (
    <Text size="sm">
      {typeLabel(expense.type)} · {formatMoney(expense.amount)} · {expense.contractor.name} ·{' '}
      {formatCalendarDate(expense.date)}
    </Text>
  );
}

/** Rejecting asks why (the shared reason dialog); the person who entered the expense reads it. */
function RejectExpenseDialog({ expense, onClose }: { expense: ExpenseView; onClose: () => void }) {
  const mutation = useExpenseAction();
  return (
    <ReasonDialog
      title={`${BUTTON_LABELS.reject} this expense?`}
      description="The person who entered it sees the reason."
      requiredMessage="Give a reason for rejecting"
      confirmLabel={BUTTON_LABELS.reject}
      onConfirm={async (reason) => {
        await mutation.mutateAsync({ id: expense.id, action: 'reject', reason });
        toast.success(DONE.reject);
        onClose();
      }}
      onClose={onClose}
    >
      <ExpenseSummary expense={expense} />
    </ReasonDialog>
  );
}

/**
 * Asks before an action that undoes or refuses (delete, reject with its reason, unapprove, unpaid).
 * The server's refusal (409: the state changed, a lock) shows here in its own words.
 */
export function ExpenseActionDialog({ request, onClose }: { request: ActionRequest; onClose: () => void }) {
  if (request.action === 'reject') return <RejectExpenseDialog expense={request.expense} onClose={onClose} />;
  return <ConfirmExpenseAction request={request} onClose={onClose} />;
}

function ConfirmExpenseAction({ request, onClose }: { request: ActionRequest; onClose: () => void }) {
  useReturnFocus();
  const { action, expense } = request;
  const mutation = useExpenseAction();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await mutation.mutateAsync({ id: expense.id, action });
      toast.success(DONE[action]);
      onClose();
    } catch (err) {
      const e = toApiError(err);
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
        <ExpenseSummary expense={expense} />
        {WHAT_HAPPENS[action] && <Text size="sm">{WHAT_HAPPENS[action]}</Text>}
        {error && (
          <Alert color="red" variant="light" role="alert" title="Could not save">
            {error}
          </Alert>
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
