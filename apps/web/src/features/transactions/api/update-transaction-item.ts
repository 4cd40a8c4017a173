import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerItemUpdate, LedgerItemView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { TRANSACTION_ITEMS_PATH } from './get-transaction-items';

const updateTransactionItem = (id: string, body: LedgerItemUpdate) =>
  api.patch<LedgerItemView>(`${TRANSACTION_ITEMS_PATH}/${id}`, body);

export function useUpdateTransactionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LedgerItemUpdate['status'] }) =>
      updateTransactionItem(id, { status }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['list', TRANSACTION_ITEMS_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['pay-bill-transaction'] });
    },
  });
}
