import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositAccountInput, DepositAccountView, DepositAccountsView, DepositAllocation } from '@app/domain';
import { api } from '../../../lib/api/client';

export const PAYROLL_METHODS_PATH = '/payroll_methods';
const key = ['payroll-methods'] as const;

/** The worker's main account, the retired ones, and every active account in split order. */
export const usePayrollMethods = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<DepositAccountsView>(PAYROLL_METHODS_PATH, { signal }) });

/**
 * Replacing the main account, or (with `additional`) adding a split account. Once an account exists the
 * API answers 424 first; the two-factor modal replays the request (see the page).
 */
export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositAccountInput) => api.post<DepositAccountView>(PAYROLL_METHODS_PATH, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** A split account's amount or percent (behind the 424 step). */
export function useChangeSplit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, allocation }: { id: string; allocation: DepositAllocation }) =>
      api.patch<DepositAccountView>(`${PAYROLL_METHODS_PATH}/${id}`, { allocation }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Removes a split account (behind the 424 step); the main one is replaced, never removed. */
export function useRemoveSplit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${PAYROLL_METHODS_PATH}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const refreshPayrollMethods = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: key });
