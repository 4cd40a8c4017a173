import type { SalesPartnerUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { salesPartnerQueryKey } from './get-sales-partner';
import { SALES_PARTNERS_PATH } from './get-sales-partners';
import type { SalesPartnerRow } from './sales-partner-types';

const updateSalesPartner = (id: string, body: SalesPartnerUpdate) =>
  api.patch<SalesPartnerRow>(`${SALES_PARTNERS_PATH}/${id}`, body);

export function useUpdateSalesPartner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalesPartnerUpdate) => updateSalesPartner(id, body),
    onSuccess: (row) => {
      queryClient.setQueryData(salesPartnerQueryKey(id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', SALES_PARTNERS_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['sales-partner-options'] });
    },
  });
}
