import { useQuery } from '@tanstack/react-query';
import type { PayrollRecovery } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_RUNS_PATH } from './payroll-run-keys';

/** The run's pay traced to the client invoices that bring it back (decision 0056). */
export const useRunRecovery = (id: string) =>
  useQuery({
    queryKey: ['payroll-run-recovery', id],
    queryFn: ({ signal }) => api.get<PayrollRecovery>(`${PAYROLL_RUNS_PATH}/${id}/recovery`, { signal }),
    retry: false,
  });
