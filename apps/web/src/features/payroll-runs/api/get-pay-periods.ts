import { useQuery } from '@tanstack/react-query';
import type { WorkPeriodView } from '@app/domain';
import { api } from '../../../lib/api/client';

/** Whose calendar: 'platform' for EOR work, a self-employer partner's id, or `own` (a partner's user's own). */
export type PeriodsEmployer = { key: string } | 'own' | null;

/**
 * The employer's pay periods, latest first: the `ahead` periods after the current one, the current one and
 * `count − 1` before it (/v2/work_periods, the calendar the payroll settings page keeps). Off while the
 * employer is not known yet (staff have not chosen the partner).
 */
export function usePayPeriods(employer: PeriodsEmployer, count: number, ahead = 0) {
  const whose = employer === 'own' ? 'own' : (employer?.key ?? null);
  return useQuery({
    queryKey: ['payroll-run-periods', whose, count, ahead],
    queryFn: ({ signal }) =>
      api.get<{ data: WorkPeriodView[]; total: number }>('/work_periods', {
        params: {
          count,
          ahead: ahead || undefined,
          employer_key: employer !== null && employer !== 'own' ? employer.key : undefined,
        },
        signal,
      }),
    enabled: employer !== null,
    // More periods of the same calendar keep the ones shown while they load; another employer's never do.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === whose ? previous : undefined),
    retry: false,
  });
}
