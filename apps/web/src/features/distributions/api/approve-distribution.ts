import { useMutation } from '@tanstack/react-query';
import type { DistributionDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { DISTRIBUTIONS_PATH, useDistributionSaved } from './distribution-keys';

/** Approves a calculated distribution (platform staff): it is never recalculated after. */
export function useApproveDistribution(id: string) {
  const saved = useDistributionSaved();
  return useMutation({
    mutationFn: () => api.post<DistributionDetail>(`${DISTRIBUTIONS_PATH}/${id}/approve`, {}),
    onSuccess: saved,
  });
}
