import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgAgreementView } from '@app/domain';
import { api } from '../../../lib/api/client';

export type OrgAgreementKey = 'client_services_addendum' | 'partner_services_agreement';
const key = (k: OrgAgreementKey) => ['org-agreement', k] as const;

export const useOrgAgreement = (k: OrgAgreementKey) =>
  useQuery({ queryKey: key(k), queryFn: ({ signal }) => api.get<OrgAgreementView>(`/agreements/${k}`, { signal }) });

export function useAcceptOrgAgreement(k: OrgAgreementKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (textHash: string) =>
      api.post<OrgAgreementView>(`/agreements/${k}`, { accepted: true, text_hash: textHash }),
    onSuccess: (view) => queryClient.setQueryData(key(k), view),
  });
}
