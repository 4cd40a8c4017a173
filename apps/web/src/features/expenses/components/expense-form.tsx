import { Checkbox, FileInput, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import {
  CONTRACTOR_EXPENSE_TYPES,
  EXPENSE_RECEIPT_ACCEPT,
  EXPENSE_RECEIPT_MAX_BYTES,
  EXPENSE_TYPE_RULES,
  expenseCreateSchema,
  expenseUpdateSchema,
  type AccessSubject,
  type ExpenseType,
  type ExpenseUpdate,
  type ExpenseView,
} from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import type { ExpenseCreateDraft } from '../api/create-expense';
import { TYPE_OPTIONS, typeOptionsOf } from '../lib/expense-labels';
import { entersOwnExpenses, setsFlags } from './expense-access';

export interface ExpenseFormValues {
  assignment_id: string;
  type: ExpenseType | '';
  amount: string;
  date: string;
  period_start: string;
  period_end: string;
  category: string;
  description: string;
  business_purpose: string;
  reimbursable: boolean;
  billable: boolean;
  receipt: File | null;
}

export const emptyExpenseValues = (): ExpenseFormValues => ({
  assignment_id: '',
  type: '',
  amount: '',
  date: '',
  period_start: '',
  period_end: '',
  category: '',
  description: '',
  business_purpose: '',
  reimbursable: true,
  billable: true,
  receipt: null,
});

export const expenseValuesFrom = (e: ExpenseView): ExpenseFormValues => ({
  assignment_id: e.assignment.id,
  type: e.type,
  amount: e.amount,
  date: e.date,
  period_start: e.period_start ?? '',
  period_end: e.period_end ?? '',
  category: e.category ?? '',
  description: e.description ?? '',
  business_purpose: e.business_purpose ?? '',
  reimbursable: e.reimbursable,
  billable: e.billable,
  receipt: null,
});

const RECEIPT_TYPES = /\.(pdf|png|jpe?g)$/i;

function receiptError(file: File | null): string | null {
  if (!file) return null;
  if (file.size > EXPENSE_RECEIPT_MAX_BYTES) return 'The receipt must be at most 5 MB';
  if (!RECEIPT_TYPES.test(file.name)) return 'Upload a PDF, PNG or JPEG receipt';
  return null;
}

const shared = (v: ExpenseFormValues, flags: boolean) => ({
  type: v.type,
  amount: v.amount,
  date: v.date,
  period_start: v.period_start || null,
  period_end: v.period_end || null,
  category: v.category,
  description: v.description,
  business_purpose: v.business_purpose,
  ...(flags ? { reimbursable: v.reimbursable, billable: v.billable } : {}),
});

const extraErrors = (v: ExpenseFormValues) => {
  const errors: Record<string, string> = {};
  if (!v.type) errors.type = 'Choose a type';
  if (!v.amount.trim()) errors.amount = 'Enter the amount';
  if (!v.date) errors.date = 'Enter the date';
  const receipt = receiptError(v.receipt);
  if (receipt) errors.receipt = receipt;
  return errors;
};

export function checkCreate(v: ExpenseFormValues, flags: boolean): Checked<ExpenseCreateDraft> {
  const extra = { ...extraErrors(v), ...(v.assignment_id ? {} : { assignment_id: 'Choose an assignment' }) };
  const verdict = checkedOf(
    expenseCreateSchema.safeParse({ assignment_id: v.assignment_id, ...shared(v, flags), receipt: null }),
    extra,
  );
  return verdict.body ? { body: { ...verdict.body, receipt: v.receipt }, errors: null } : verdict;
}

export interface ExpenseEditDraft {
  body: ExpenseUpdate;
  receipt: File | null;
}

export function checkUpdate(v: ExpenseFormValues, flags: boolean): Checked<ExpenseEditDraft> {
  const verdict = checkedOf(expenseUpdateSchema.safeParse(shared(v, flags)), extraErrors(v));
  return verdict.body ? { body: { body: verdict.body, receipt: v.receipt }, errors: null } : verdict;
}

const FIELD_KEYS = [
  'assignment_id',
  'type',
  'amount',
  'date',
  'period_start',
  'period_end',
  'category',
  'description',
  'business_purpose',
  'billable',
  'receipt',
  'receipt.content_base64',
  'content_base64',
];

export function useExpenseForm<B>(
  initial: () => ExpenseFormValues,
  check: (v: ExpenseFormValues) => Checked<B>,
  save: (b: B) => Promise<void>,
) {
  return useFormState<ExpenseFormValues, B>({
    initial,
    check,
    save,
    fieldKeys: FIELD_KEYS,
    alsoClears: { receipt: ['receipt.content_base64', 'content_base64'], reimbursable: ['billable'] },
  });
}

interface Props {
  form: ReturnType<typeof useExpenseForm<unknown>>;
  subject: AccessSubject;
  submitLabel: string;
  onCancel: () => void;
  /** The assignment picker (new expenses); an edit names the assignment instead. */
  assignmentField: React.ReactNode;
}

export function ExpenseForm({ form, subject, submitLabel, onCancel, assignmentField }: Props) {
  const { values } = form;
  const flags = setsFlags(subject);
  const rule = values.type ? EXPENSE_TYPE_RULES[values.type] : null;
  const chooseType = (next: string | null) => {
    const type = (next ?? '') as ExpenseType | '';
    form.set('type', type);
    // A new type brings its own defaults; the period only belongs to bonuses and commissions.
    if (type) {
      form.set('reimbursable', EXPENSE_TYPE_RULES[type].reimbursable);
      form.set('billable', EXPENSE_TYPE_RULES[type].billable);
      if (!EXPENSE_TYPE_RULES[type].needsPeriod) {
        form.set('period_start', '');
        form.set('period_end', '');
      }
    }
  };
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      {assignmentField}
      <Group grow align="flex-start">
        <Select
          label="Type"
          required
          data={entersOwnExpenses(subject) ? typeOptionsOf(CONTRACTOR_EXPENSE_TYPES) : TYPE_OPTIONS}
          value={values.type || null}
          onChange={chooseType}
          error={form.fieldError('type')}
          allowDeselect={false}
        />
        <TextInput
          label="Amount"
          required
          inputMode="decimal"
          leftSection="$"
          placeholder="0.00"
          {...form.field('amount')}
        />
        <TextInput label="Date" type="date" required {...form.field('date')} />
      </Group>
      {rule?.needsPeriod && (
        <Group grow align="flex-start">
          <TextInput
            label="Earned from"
            description="The first day of the weeks it was earned over"
            type="date"
            required
            {...form.field('period_start')}
          />
          <TextInput label="Earned to" description="The last day" type="date" required {...form.field('period_end')} />
        </Group>
      )}
      <TextInput label="Category" placeholder="Travel, meals, equipment…" maxLength={100} {...form.field('category')} />
      <Textarea label="Description" rows={2} maxLength={1000} {...form.field('description')} />
      <Textarea label="Business purpose" rows={2} maxLength={1000} {...form.field('business_purpose')} />
      {flags && (
        <Group>
          <Checkbox label="Reimbursed to the worker" {...form.field('reimbursable', { type: 'checkbox' })} />
          <Checkbox label="Billed to the client" {...form.field('billable', { type: 'checkbox' })} />
        </Group>
      )}
      {!flags && form.fieldError('billable') && (
        <Text size="sm" c="red">
          {form.fieldError('billable')}
        </Text>
      )}
      <FileInput
        label="Receipt"
        description="A PDF, PNG or JPEG of at most 5 MB"
        accept={EXPENSE_RECEIPT_ACCEPT}
        placeholder="Choose a file"
        clearable
        value={values.receipt}
        onChange={(f) => form.set('receipt', f)}
        error={
          form.fieldError('receipt') ?? form.fieldError('receipt.content_base64') ?? form.fieldError('content_base64')
        }
      />
    </ResourceFormFrame>
  );
}
