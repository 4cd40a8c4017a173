import { useMutation } from '@tanstack/react-query';
import type { PayrollRunDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { approvePath, usePayrollRunSaved } from './payroll-run-keys';

/**
 * Pending → processing. Behind the e-mailed code: the API answers 424 first, the two-factor modal replays
 * the request with the code and announces it (the page hears it through `useVerifiedApproval`).
 */
export function useApprovePayrollRun(id: string) {
  const saved = usePayrollRunSaved();
  return useMutation({
    mutationFn: () => api.post<PayrollRunDetail>(approvePath(id)),
    onSuccess: saved,
  });
}
