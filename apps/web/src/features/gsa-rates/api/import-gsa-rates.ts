import type { GsaImportRequest, GsaImportResult } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { GSA_RATES_PATH } from './get-gsa-rates';

const importGsaRates = (body: GsaImportRequest) => api.post<GsaImportResult>('/gsa_rates/import', body);

export function useImportGsaRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGsaRates,
    onSuccess: (r) => {
      if (r.imported > 0) void queryClient.invalidateQueries({ queryKey: ['list', GSA_RATES_PATH] });
    },
  });
}
