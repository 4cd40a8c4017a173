import { useMutation } from '@tanstack/react-query';
import type { PayrollRunDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_RUNS_PATH, usePayrollRunSaved } from './payroll-run-keys';

/** Figures a pre-draft's preview afresh from the items approved since. */
export function useRecomputePayrollRun(id: string) {
  const saved = usePayrollRunSaved();
  return useMutation({
    mutationFn: () => api.post<PayrollRunDetail>(`${PAYROLL_RUNS_PATH}/${id}/recompute`),
    onSuccess: saved,
  });
}
