import { useMutation } from '@tanstack/react-query';
import type { OffCycleRunCreate, PayrollRunDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_RUNS_PATH, usePayrollRunSaved } from './payroll-run-keys';

/** An off-cycle run for chosen workers (decision 0050), previewed at once like a regular run. */
export function useCreateOffCycleRun() {
  const saved = usePayrollRunSaved();
  return useMutation({
    mutationFn: (body: OffCycleRunCreate) => api.post<PayrollRunDetail>(`${PAYROLL_RUNS_PATH}/off_cycle`, body),
    onSuccess: saved,
  });
}
