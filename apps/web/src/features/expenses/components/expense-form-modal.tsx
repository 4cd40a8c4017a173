import { Modal, Select, Text } from '@mantine/core';
import type { AccessSubject, ExpenseView } from '@app/domain';
import { toast } from '../../../lib/notify';
import { useAssignmentOptions } from '../api/get-assignment-options';
import { useCreateExpense } from '../api/create-expense';
import { useUpdateExpense } from '../api/update-expense';
import {
  checkCreate,
  checkUpdate,
  emptyExpenseValues,
  ExpenseForm,
  expenseValuesFrom,
  useExpenseForm,
} from './expense-form';
import { setsFlags } from './expense-access';
import { useReturnFocus } from '../../../components/use-return-focus';

interface Props {
  subject: AccessSubject;
  onClose: () => void;
}

export function NewExpenseModal({ subject, onClose }: Props) {
  useReturnFocus();
  const create = useCreateExpense();
  const assignments = useAssignmentOptions(true);
  const flags = setsFlags(subject);
  const form = useExpenseForm(
    emptyExpenseValues,
    (v) => checkCreate(v, flags),
    async (body) => {
      await create.mutateAsync(body);
      toast.success('Expense added');
      onClose();
    },
  );
  const options = assignments.data ?? [];
  return (
    <Modal opened onClose={onClose} title="New expense" size="lg">
      <ExpenseForm
        form={form}
        subject={subject}
        submitLabel="Add expense"
        onCancel={onClose}
        assignmentField={
          <Select
            label="Assignment"
            required
            searchable
            data={options}
            value={form.values.assignment_id || null}
            onChange={(v) => form.set('assignment_id', v ?? '')}
            error={form.fieldError('assignment_id')}
            placeholder={assignments.isLoading ? 'Loading…' : 'Choose an assignment'}
            nothingFoundMessage={assignments.isLoading ? 'Loading…' : 'No live assignments'}
          />
        }
      />
    </Modal>
  );
}

export function EditExpenseModal({ subject, expense, onClose }: Props & { expense: ExpenseView }) {
  useReturnFocus();
  const update = useUpdateExpense();
  const flags = setsFlags(subject);
  const form = useExpenseForm(
    () => expenseValuesFrom(expense),
    (v) => checkUpdate(v, flags),
    async ({ body, receipt }) => {
      await update.mutateAsync({ id: expense.id, body, receipt });
      toast.success('Expense saved');
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title="Edit expense" size="lg">
      <ExpenseForm
        form={form}
        subject={subject}
        submitLabel="Save expense"
        onCancel={onClose}
        assignmentField={
          <Text size="sm">
            {expense.contractor.name} · {expense.assignment.job_title} at {expense.client.name}
            {expense.receipt && ` · receipt ${expense.receipt.filename} (choose a file to replace it)`}
          </Text>
        }
      />
    </Modal>
  );
}
