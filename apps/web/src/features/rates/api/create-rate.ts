import type { RateSettingCreate, RateSettingView } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { RATES_PATH } from './get-rates';

const createRate = (body: RateSettingCreate) => api.post<RateSettingView>(RATES_PATH, body);

export function useCreateRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['list', RATES_PATH] }),
  });
}
