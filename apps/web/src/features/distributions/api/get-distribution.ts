import { useQuery } from '@tanstack/react-query';
import type { DistributionDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { DISTRIBUTIONS_PATH, distributionQueryKey } from './distribution-keys';

/** One distribution with its lines (the trace) and its commissions. */
export const useDistribution = (id: string) =>
  useQuery({
    queryKey: distributionQueryKey(id),
    queryFn: ({ signal }) => api.get<DistributionDetail>(`${DISTRIBUTIONS_PATH}/${id}`, { signal }),
    retry: false,
  });
