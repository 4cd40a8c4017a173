import { useQuery } from '@tanstack/react-query';
import type { DepositAccountsView } from '@app/domain';
import { api } from '../../../lib/api/client';

/** A worker's deposit accounts as payroll staff read them (masked; decision 0078). */
export const useWorkerPayrollMethods = (contractorId: string) =>
  useQuery({
    queryKey: ['contractor', contractorId, 'payroll_methods'] as const,
    queryFn: ({ signal }) => api.get<DepositAccountsView>(`/contractors/${contractorId}/payroll_methods`, { signal }),
    retry: false,
  });
