import { useQueryClient } from '@tanstack/react-query';
import type { PayrollRunDetail } from '@app/domain';

export const PAYROLL_RUNS_PATH = '/payroll_runs';
export const PAYCHECKS_PATH = '/paychecks';

export const payrollRunQueryKey = (id: string) => ['payroll-run', id] as const;
export const paycheckQueryKey = (id: string) => ['paycheck', id] as const;

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
  };
}
