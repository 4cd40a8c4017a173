import { useQuery } from '@tanstack/react-query';
import type { LedgerTransactionDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { TRANSACTIONS_PATH } from './get-transactions';

const transactionQueryKey = (id: string) => ['pay-bill-transaction', id] as const;

const getTransaction = (id: string, signal?: AbortSignal) =>
  api.get<LedgerTransactionDetail>(`${TRANSACTIONS_PATH}/${id}`, { signal });

export const useTransaction = (id: string) =>
  useQuery({ queryKey: transactionQueryKey(id), queryFn: ({ signal }) => getTransaction(id, signal), retry: false });
