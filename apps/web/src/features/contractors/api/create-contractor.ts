import type { ContractorCreateInput } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ContractorRow } from './contractor-types';
import { contractorQueryKey } from './get-contractor';
import { CONTRACTORS_PATH } from './get-contractors';

const createContractor = (body: ContractorCreateInput) => api.post<ContractorRow>(CONTRACTORS_PATH, body);

export function useCreateContractor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContractor,
    onSuccess: (contractor) => {
      queryClient.setQueryData(contractorQueryKey(contractor.id), contractor);
      void queryClient.invalidateQueries({ queryKey: ['list', CONTRACTORS_PATH] });
    },
  });
}
