import { useMutation } from '@tanstack/react-query';
import type { ProjectCodeCreate, ProjectCodeView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PROJECT_CODES_PATH, useProjectCodeSaved } from './project-code-keys';

export function useCreateProjectCode() {
  const saved = useProjectCodeSaved();
  return useMutation({
    mutationFn: (body: ProjectCodeCreate) => api.post<ProjectCodeView>(PROJECT_CODES_PATH, body),
    onSuccess: saved,
  });
}
