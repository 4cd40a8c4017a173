import { useMutation } from '@tanstack/react-query';
import type { PayrollRunDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_RUNS_PATH, usePayrollRunSaved } from './payroll-run-keys';

/** Pre-draft → pending: the run waits for approval. */
export function useSubmitPayrollRun(id: string) {
  const saved = usePayrollRunSaved();
  return useMutation({
    mutationFn: () => api.post<PayrollRunDetail>(`${PAYROLL_RUNS_PATH}/${id}/submit`),
    onSuccess: saved,
  });
}
