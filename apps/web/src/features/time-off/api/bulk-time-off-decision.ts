import { useMutation } from '@tanstack/react-query';
import type { BulkDecisionBody, BulkDecisionResult } from '@app/domain';
import { api } from '../../../lib/api/client';
import { TIME_OFF_PATH, useTimeOffSaved } from './time-off-keys';

/** Approve or reject the chosen requests in one call, all or nothing (decision 0109). */
export function useBulkTimeOffDecision() {
  const saved = useTimeOffSaved();
  return useMutation({
    mutationFn: (body: BulkDecisionBody) => api.post<BulkDecisionResult>(`${TIME_OFF_PATH}/bulk`, body),
    onSuccess: () => saved(),
  });
}
