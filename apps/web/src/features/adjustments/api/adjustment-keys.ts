import { useQueryClient } from '@tanstack/react-query';
import type { AdjustmentView } from '@app/domain';

export const ADJUSTMENTS_PATH = '/adjustments';

export const adjustmentQueryKey = (id: string) => ['adjustment', id] as const;

/** After a command: the adjustment's page from the answer, and the list. */
export function useAdjustmentsSaved() {
  const queryClient = useQueryClient();
  return (adjustment?: AdjustmentView) => {
    if (adjustment) queryClient.setQueryData(adjustmentQueryKey(adjustment.id), adjustment);
    void queryClient.invalidateQueries({ queryKey: ['list', ADJUSTMENTS_PATH] });
  };
}
