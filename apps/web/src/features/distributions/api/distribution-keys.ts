import { useQueryClient } from '@tanstack/react-query';
import type { DistributionDetail } from '@app/domain';

export const DISTRIBUTIONS_PATH = '/distributions';
export const COMMISSIONS_PATH = '/commissions';

export const distributionQueryKey = (id: string) => ['distribution', id] as const;

/** After a command: the distribution's page from the answer (without one, every distribution read again), and the lists. */
export function useDistributionSaved() {
  const queryClient = useQueryClient();
  return (distribution?: DistributionDetail) => {
    if (distribution) queryClient.setQueryData(distributionQueryKey(distribution.id), distribution);
    else void queryClient.invalidateQueries({ queryKey: ['distribution'] });
    void queryClient.invalidateQueries({ queryKey: ['list', DISTRIBUTIONS_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['list', COMMISSIONS_PATH] });
  };
}
