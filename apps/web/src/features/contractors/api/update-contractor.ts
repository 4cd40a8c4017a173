import type { ContractorUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ContractorRow } from './contractor-types';
import { contractorQueryKey } from './get-contractor';
import { CONTRACTORS_PATH } from './get-contractors';

const updateContractor = (id: string, body: ContractorUpdate) =>
  api.patch<ContractorRow>(`${CONTRACTORS_PATH}/${id}`, body);

export function useUpdateContractor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractorUpdate) => updateContractor(id, body),
    onSuccess: (contractor) => {
      queryClient.setQueryData(contractorQueryKey(id), contractor);
      void queryClient.invalidateQueries({ queryKey: ['list', CONTRACTORS_PATH] });
    },
  });
}
