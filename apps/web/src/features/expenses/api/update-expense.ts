import { useMutation } from '@tanstack/react-query';
import type { ExpenseUpdate, ExpenseView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { EXPENSES_PATH, receiptBody, useInvalidateExpenses } from './expense-keys';

export function useUpdateExpense() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: async ({ id, body, receipt }: { id: string; body: ExpenseUpdate; receipt: File | null }) => {
      const saved = await api.patch<ExpenseView>(`${EXPENSES_PATH}/${id}`, body);
      return receipt ? api.put<ExpenseView>(`${EXPENSES_PATH}/${id}/receipt`, await receiptBody(receipt)) : saved;
    },
    // Also when the receipt is refused: the changes before it are saved, and the list must show them.
    onSettled: invalidate,
  });
}
