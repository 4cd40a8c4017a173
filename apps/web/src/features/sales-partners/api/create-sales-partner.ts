import type { SalesPartnerCreate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { salesPartnerQueryKey } from './get-sales-partner';
import { SALES_PARTNERS_PATH } from './get-sales-partners';
import type { SalesPartnerRow } from './sales-partner-types';

const createSalesPartner = (body: SalesPartnerCreate) => api.post<SalesPartnerRow>(SALES_PARTNERS_PATH, body);

export function useCreateSalesPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSalesPartner,
    onSuccess: (row) => {
      queryClient.setQueryData(salesPartnerQueryKey(row.id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', SALES_PARTNERS_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['sales-partner-options'] });
    },
  });
}
