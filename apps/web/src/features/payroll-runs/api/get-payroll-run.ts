import { useQuery } from '@tanstack/react-query';
import type { PayrollRunDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_RUNS_PATH, payrollRunQueryKey } from './payroll-run-keys';

/** One run with every worker's paycheck figures, refusal or exclusion. */
export const usePayrollRun = (id: string) =>
  useQuery({
    queryKey: payrollRunQueryKey(id),
    queryFn: ({ signal }) => api.get<PayrollRunDetail>(`${PAYROLL_RUNS_PATH}/${id}`, { signal }),
    retry: false,
  });
