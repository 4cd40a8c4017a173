import { useQuery } from '@tanstack/react-query';
import type { PtoRuleView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PTO_RULES_PATH, ptoRuleQueryKey } from './pto-keys';

export const usePtoRule = (id: string) =>
  useQuery({
    queryKey: ptoRuleQueryKey(id),
    queryFn: ({ signal }) => api.get<PtoRuleView>(`${PTO_RULES_PATH}/${id}`, { signal }),
    retry: false,
  });
