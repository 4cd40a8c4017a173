import { useMutation } from '@tanstack/react-query';
import type { CommissionDetail } from '@app/domain';
import { postOnce } from '../../../lib/api/idempotency-key';
import { COMMISSIONS_PATH, useDistributionSaved } from './distribution-keys';

/** Pays an approved (or failed) commission to the sales partner's default payout account: one key per intent. */
export function usePayCommission(id: string) {
  const saved = useDistributionSaved();
  return useMutation({
    mutationFn: (key: string) => postOnce<CommissionDetail>(`${COMMISSIONS_PATH}/${id}/pay`, {}, key),
    onSuccess: () => saved(),
  });
}
