import type { EasyApproveWeek } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const getEasyApproveWeek = (token: string) => api.get<EasyApproveWeek>('/easy_approve', { params: { token } });

/** The week a link opens. A used or expired link answers 410: no retry, and nothing kept after leaving. */
export const useEasyApproveWeek = (token: string | null) =>
  useQuery({
    queryKey: ['easy_approve', token],
    queryFn: () => getEasyApproveWeek(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
