import { useMutation } from '@tanstack/react-query';
import type { ExpenseAction, ExpenseActionBody, ExpenseView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { EXPENSES_PATH, useInvalidateExpenses } from './expense-keys';

/** An action on one expense; `delete` removes it (and answers nothing). */
export function useExpenseAction() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: async ({
      id,
      action,
      reason,
    }: {
      id: string;
      action: ExpenseAction | 'delete';
      reason?: string;
    }): Promise<ExpenseView | null> => {
      if (action === 'delete') {
        await api.delete<void>(`${EXPENSES_PATH}/${id}`);
        return null;
      }
      const body: ExpenseActionBody = { action, ...(reason ? { reason } : {}) };
      return api.post<ExpenseView>(`${EXPENSES_PATH}/${id}/actions`, body);
    },
    onSuccess: invalidate,
  });
}
