import type { PartnerCreate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { partnerQueryKey } from './get-partner';
import { PARTNERS_PATH } from './get-partners';
import type { PartnerRow } from './partner-types';

const createPartner = (body: PartnerCreate) => api.post<PartnerRow>(PARTNERS_PATH, body);

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    onSuccess: (partner) => {
      queryClient.setQueryData(partnerQueryKey(partner.id), partner);
      void queryClient.invalidateQueries({ queryKey: ['list', PARTNERS_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['partner-options'] });
    },
  });
}
