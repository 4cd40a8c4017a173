import type { PartnerUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { partnerQueryKey } from './get-partner';
import { PARTNERS_PATH } from './get-partners';
import type { PartnerRow } from './partner-types';

const updatePartner = (id: string, body: PartnerUpdate) => api.patch<PartnerRow>(`${PARTNERS_PATH}/${id}`, body);

export function useUpdatePartner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerUpdate) => updatePartner(id, body),
    onSuccess: (partner) => {
      queryClient.setQueryData(partnerQueryKey(id), partner);
      void queryClient.invalidateQueries({ queryKey: ['list', PARTNERS_PATH] });
      // The signed-in user's partner summary (logo, dark mode) may have changed.
      void queryClient.invalidateQueries({ queryKey: ['public-globals'] });
    },
  });
}
