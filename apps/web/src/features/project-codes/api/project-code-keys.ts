import { useQueryClient } from '@tanstack/react-query';
import type { ProjectCodeView } from '@app/domain';

export const PROJECT_CODES_PATH = '/project_codes';

export const projectCodeQueryKey = (id: string) => ['project-code', id] as const;

export function useProjectCodeSaved() {
  const queryClient = useQueryClient();
  return (row: ProjectCodeView) => {
    queryClient.setQueryData(projectCodeQueryKey(row.id), row);
    void queryClient.invalidateQueries({ queryKey: ['list', PROJECT_CODES_PATH] });
    // The weekly grid offers a client's active codes.
    void queryClient.invalidateQueries({ queryKey: ['timesheet-week'] });
  };
}
