import { useQuery } from '@tanstack/react-query';
import type { PayrollRunDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_RUNS_PATH, payrollRunQueryKey } from './payroll-run-keys';

/** How often a processing run is read again: the background job issues its paychecks meanwhile. */
export const PROCESSING_REFRESH_MS = 3000;

/**
 * One run with every worker's paycheck figures, refusal or exclusion — read again every few seconds while
 * it is processing (its progress, then its end: paid, partially paid or failed).
 */
export const usePayrollRun = (id: string) =>
  useQuery({
    queryKey: payrollRunQueryKey(id),
    queryFn: ({ signal }) => api.get<PayrollRunDetail>(`${PAYROLL_RUNS_PATH}/${id}`, { signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_REFRESH_MS : false),
  });
