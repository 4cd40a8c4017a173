import { useMutation } from '@tanstack/react-query';
import type { PayrollRunDetail, PayrollRunExclusion } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_RUNS_PATH, usePayrollRunSaved } from './payroll-run-keys';

/** Leaves a worker out of a pre-draft run (or brings the worker back); the run recomputes at once. */
export function useSetWorkerExclusion(id: string) {
  const saved = usePayrollRunSaved();
  return useMutation({
    mutationFn: (body: PayrollRunExclusion) =>
      api.post<PayrollRunDetail>(`${PAYROLL_RUNS_PATH}/${id}/exclusions`, body),
    onSuccess: saved,
  });
}
