import { useQuery } from '@tanstack/react-query';
import type { AdjustmentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { ADJUSTMENTS_PATH, adjustmentQueryKey } from './adjustment-keys';

/** One adjustment: to whom, what, how much, and where it was charged. */
export const useAdjustment = (id: string) =>
  useQuery({
    queryKey: adjustmentQueryKey(id),
    queryFn: ({ signal }) => api.get<AdjustmentView>(`${ADJUSTMENTS_PATH}/${id}`, { signal }),
    retry: false,
  });
