import { useMutation } from '@tanstack/react-query';
import type { PayrollRunDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_RUNS_PATH, usePayrollRunSaved } from './payroll-run-keys';

/** Pending → pre-draft: the run can be changed again. */
export function useReopenPayrollRun(id: string) {
  const saved = usePayrollRunSaved();
  return useMutation({
    mutationFn: () => api.post<PayrollRunDetail>(`${PAYROLL_RUNS_PATH}/${id}/reopen`),
    onSuccess: saved,
  });
}
