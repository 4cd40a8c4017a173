import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankAccountView, PayrollMethodsView } from '@app/domain';
import { api } from '../../../lib/api/client';

export const PAYROLL_METHODS_PATH = '/payroll_methods';
const key = ['payroll-methods'] as const;

export const usePayrollMethods = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<PayrollMethodsView>(PAYROLL_METHODS_PATH, { signal }) });

/** Replacing an account answers 424 first; the two-factor modal replays it (see the page). */
export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api.post<BankAccountView>(PAYROLL_METHODS_PATH, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const refreshPayrollMethods = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: key });
