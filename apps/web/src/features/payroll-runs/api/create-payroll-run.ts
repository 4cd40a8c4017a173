import { useMutation } from '@tanstack/react-query';
import type { PayrollRunCreate, PayrollRunDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_RUNS_PATH, usePayrollRunSaved } from './payroll-run-keys';

/** Creates the run of a pay period (or answers the one already there) with its preview. */
export function useCreatePayrollRun() {
  const saved = usePayrollRunSaved();
  return useMutation({
    mutationFn: (body: PayrollRunCreate) => api.post<PayrollRunDetail>(PAYROLL_RUNS_PATH, body),
    onSuccess: saved,
  });
}
