import { useMutation } from '@tanstack/react-query';
import type { AdjustmentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { ADJUSTMENTS_PATH, useAdjustmentsSaved } from './adjustment-keys';

/** Voids a pending adjustment with a reason: it is never charged (a charged one is countered instead). */
export function useVoidAdjustment(id: string) {
  const saved = useAdjustmentsSaved();
  return useMutation({
    mutationFn: (body: { reason: string }) => api.post<AdjustmentView>(`${ADJUSTMENTS_PATH}/${id}/void`, body),
    onSuccess: saved,
  });
}
