import { useQueryClient } from '@tanstack/react-query';
import type { PayrollRunDetail } from '@app/domain';

export const PAYROLL_RUNS_PATH = '/payroll_runs';
export const PAYCHECKS_PATH = '/paychecks';

export const payrollRunQueryKey = (id: string) => ['payroll-run', id] as const;
export const paycheckQueryKey = (id: string) => ['paycheck', id] as const;

/** The approval's URL, as the api client (and the two-factor modal's replay) names it. */
export const approvePath = (id: string) => `${PAYROLL_RUNS_PATH}/${id}/approve`;

/**
 * After a command: the run's page from its answer, the list, and the run's paychecks (a recompute writes
 * them afresh, so a paycheck read before is gone).
 */
export function usePayrollRunSaved() {
  const queryClient = useQueryClient();
  return (run: PayrollRunDetail) => {
    queryClient.setQueryData(payrollRunQueryKey(run.id), run);
    void queryClient.invalidateQueries({ queryKey: ['list', PAYROLL_RUNS_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['paycheck'] });
    void queryClient.invalidateQueries({ queryKey: ['list', PAYCHECKS_PATH] });
  };
}
