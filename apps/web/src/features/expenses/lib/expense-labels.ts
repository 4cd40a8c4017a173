import type { ComboboxItem } from '@mantine/core';
import { EXPENSE_STATUSES, EXPENSE_TYPE_RULES, EXPENSE_TYPES, type ExpenseButton, type ExpenseType } from '@app/domain';

export const typeLabel = (t: ExpenseType) => EXPENSE_TYPE_RULES[t].label;

export const TYPE_OPTIONS: ComboboxItem[] = EXPENSE_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));
export const typeOptionsOf = (types: readonly ExpenseType[]): ComboboxItem[] =>
  types.map((t) => ({ value: t, label: typeLabel(t) }));
export const STATUS_OPTIONS: ComboboxItem[] = EXPENSE_STATUSES.map((s) => ({
  value: s,
  label: s[0]!.toUpperCase() + s.slice(1),
}));
export const PAID_OPTIONS: ComboboxItem[] = [
  { value: 'true', label: 'Paid' },
  { value: 'false', label: 'Not paid' },
];

export const BUTTON_LABELS: Record<ExpenseButton, string> = {
  edit: 'Edit',
  delete: 'Delete',
  approve: 'Approve',
  reject: 'Reject',
  unapprove: 'Unapprove',
  unreject: 'Reopen',
  paid: 'Mark paid',
  unpaid: 'Mark unpaid',
};

/** Actions that undo or refuse something: confirmed first, in red. */
export const DESTRUCTIVE: ReadonlySet<ExpenseButton> = new Set(['delete', 'reject', 'unapprove', 'unpaid']);

export const DONE: Record<Exclude<ExpenseButton, 'edit'>, string> = {
  delete: 'Expense deleted',
  approve: 'Expense approved',
  reject: 'Expense rejected',
  unapprove: 'Expense unapproved',
  unreject: 'Expense reopened',
  paid: 'Expense marked paid',
  unpaid: 'Expense marked unpaid',
};
