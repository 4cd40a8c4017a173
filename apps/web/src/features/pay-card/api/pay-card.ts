import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PayCardState, PayCardTransactionRow } from '@app/domain';
import { api } from '../../../lib/api/client';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const PAY_CARD_PATH = '/pay_card';
export const PAY_CARD_TRANSACTIONS_PATH = '/pay_card/transactions';
const KEY = ['pay-card'] as const;

export const usePayCard = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<PayCardState>(PAY_CARD_PATH, { signal }) });

export const usePayCardTransactions = () =>
  useListQuery<PayCardTransactionRow>({
    path: PAY_CARD_TRANSACTIONS_PATH,
    filterKeys: [],
    defaultSort: '-occurred_at',
  });

/** After any change (or the two-factor modal's replay of one): the card and its ledger read again. */
export function refreshPayCard(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: KEY });
  void queryClient.invalidateQueries({ queryKey: ['list', PAY_CARD_TRANSACTIONS_PATH] });
}

function usePayCardCommand<V>(send: (v: V) => Promise<PayCardState>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => refreshPayCard(queryClient) });
}

export const useEnrolPayCard = () => usePayCardCommand<void>(() => api.post<PayCardState>(PAY_CARD_PATH));
export const useSetReceivesPay = () =>
  usePayCardCommand<boolean>((receives_pay) => api.patch<PayCardState>(PAY_CARD_PATH, { receives_pay }));
export const useClosePayCard = () => usePayCardCommand<void>(() => api.post<PayCardState>(`${PAY_CARD_PATH}/close`));
