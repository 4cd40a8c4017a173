import { useMutation } from '@tanstack/react-query';
import type { DistributionDetail } from '@app/domain';
import { postOnce } from '../../../lib/api/idempotency-key';
import { DISTRIBUTIONS_PATH, useDistributionSaved } from './distribution-keys';

/** Pays an approved (or failed) distribution to the partner's default payout account: one key per intent. */
export function usePayDistribution(id: string) {
  const saved = useDistributionSaved();
  return useMutation({
    mutationFn: (key: string) => postOnce<DistributionDetail>(`${DISTRIBUTIONS_PATH}/${id}/pay`, {}, key),
    onSuccess: saved,
  });
}
