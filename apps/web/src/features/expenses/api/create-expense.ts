import { useMutation } from '@tanstack/react-query';
import type { ExpenseCreate, ExpenseView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { EXPENSES_PATH, receiptBody, useInvalidateExpenses } from './expense-keys';

/** The create body the form builds; the receipt is a File until it is sent. */
export type ExpenseCreateDraft = Omit<ExpenseCreate, 'receipt'> & { receipt: File | null };

export function useCreateExpense() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: async ({ receipt, ...body }: ExpenseCreateDraft) =>
      api.post<ExpenseView>(EXPENSES_PATH, { ...body, receipt: receipt ? await receiptBody(receipt) : null }),
    onSuccess: invalidate,
  });
}
