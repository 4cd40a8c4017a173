import { useMutation } from '@tanstack/react-query';
import type { AdjustmentCreate, AdjustmentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { ADJUSTMENTS_PATH, useAdjustmentsSaved } from './adjustment-keys';

/** Adds a credit or a charge to the client, pending until the next invoice run charges it. */
export function useCreateAdjustment() {
  const saved = useAdjustmentsSaved();
  return useMutation({
    mutationFn: (body: AdjustmentCreate) => api.post<AdjustmentView>(ADJUSTMENTS_PATH, body),
    onSuccess: saved,
  });
}
