import type { Consent, ConsentUpdate } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const CONSENTS_KEY = ['consent-settings'] as const;

const getConsents = (signal?: AbortSignal) => api.get<Consent[]>('/consent_settings', { signal });
const updateConsents = (body: ConsentUpdate) => api.put<Consent[]>('/consent_settings', body);

export const useConsents = () => useQuery({ queryKey: CONSENTS_KEY, queryFn: ({ signal }) => getConsents(signal) });

export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: (consents) => queryClient.setQueryData(CONSENTS_KEY, consents),
  });
}
