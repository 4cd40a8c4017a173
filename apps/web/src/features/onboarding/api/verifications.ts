import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationDecisionInput, VerificationRow } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

const VERIFICATIONS_PATH = '/verifications';

export const useVerificationsList = () =>
  useListQuery<VerificationRow>({
    path: VERIFICATIONS_PATH,
    filterKeys: ['search', 'status'],
    defaultSort: '-created_at',
  });

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VerificationDecisionInput }) =>
      api.post<VerificationRow>(`${VERIFICATIONS_PATH}/${id}/decision`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['list', VERIFICATIONS_PATH] }),
  });
}
