import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectCodeCreate, ProjectCodeUpdate, ProjectCodeView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

const PROJECT_CODES_PATH = '/project_codes';

export const useProjectCodesList = () =>
  useListQuery<ProjectCodeView>({
    path: PROJECT_CODES_PATH,
    filterKeys: ['search', 'client_id', 'active'],
    defaultSort: 'code',
  });

const projectCodeQueryKey = (id: string) => ['project-code', id] as const;

export const useProjectCode = (id: string) =>
  useQuery({
    queryKey: projectCodeQueryKey(id),
    queryFn: ({ signal }) => api.get<ProjectCodeView>(`${PROJECT_CODES_PATH}/${id}`, { signal }),
    retry: false,
  });

function useSaved() {
  const queryClient = useQueryClient();
  return (row: ProjectCodeView) => {
    queryClient.setQueryData(projectCodeQueryKey(row.id), row);
    void queryClient.invalidateQueries({ queryKey: ['list', PROJECT_CODES_PATH] });
    // The weekly grid offers a client's active codes.
    void queryClient.invalidateQueries({ queryKey: ['timesheet-week'] });
  };
}

export function useCreateProjectCode() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: ProjectCodeCreate) => api.post<ProjectCodeView>(PROJECT_CODES_PATH, body),
    onSuccess: saved,
  });
}

export function useUpdateProjectCode(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: ProjectCodeUpdate) => api.patch<ProjectCodeView>(`${PROJECT_CODES_PATH}/${id}`, body),
    onSuccess: saved,
  });
}
