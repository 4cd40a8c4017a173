import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PtoRuleUpdate, PtoRuleView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PTO_RULES_PATH, ptoRuleQueryKey, useRefreshPto } from './pto-keys';

export function useUpdatePtoRule(id: string) {
  const refresh = useRefreshPto();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PtoRuleUpdate) => api.patch<PtoRuleView>(`${PTO_RULES_PATH}/${id}`, body),
    onSuccess: (row) => {
      queryClient.setQueryData(ptoRuleQueryKey(id), row);
      refresh(id);
    },
  });
}
