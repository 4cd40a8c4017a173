import { useMutation } from '@tanstack/react-query';
import type { DistributionCalculate, DistributionDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { DISTRIBUTIONS_PATH, useDistributionSaved } from './distribution-keys';

/** Calculates (or recalculates) a partner's distribution of a period (platform staff). */
export function useCalculateDistribution() {
  const saved = useDistributionSaved();
  return useMutation({
    mutationFn: (body: DistributionCalculate) => api.post<DistributionDetail>(`${DISTRIBUTIONS_PATH}/calculate`, body),
    onSuccess: saved,
  });
}
