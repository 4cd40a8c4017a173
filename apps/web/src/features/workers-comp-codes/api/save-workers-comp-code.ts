import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkersCompCodeCreate, WorkersCompCodeUpdate, WorkersCompCodeView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { WORKERS_COMP_CODES_PATH, workersCompCodesKey } from '../../../components/reference/workers-comp-codes';

const createWorkersCompCode = (body: WorkersCompCodeCreate) =>
  api.post<WorkersCompCodeView>(WORKERS_COMP_CODES_PATH, body);

const updateWorkersCompCode = (id: string, body: WorkersCompCodeUpdate) =>
  api.patch<WorkersCompCodeView>(`${WORKERS_COMP_CODES_PATH}/${id}`, body);

/** Adds a code (no id) or changes one; the list and the start-up copy both refresh. */
export function useSaveWorkersCompCode(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkersCompCodeCreate | WorkersCompCodeUpdate) =>
      id ? updateWorkersCompCode(id, body) : createWorkersCompCode(body as WorkersCompCodeCreate),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['list', WORKERS_COMP_CODES_PATH] });
      void queryClient.invalidateQueries({ queryKey: workersCompCodesKey });
    },
  });
}
