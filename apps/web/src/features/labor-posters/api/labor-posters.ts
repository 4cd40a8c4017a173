/** The calls of /labor_posters (decision 0076): the list, upload, archive and the file's link. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaborPosterCreateInput, LaborPosterView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';
import { openFileLink } from '../../../lib/api/download';
import { fileToBase64 } from '../../../lib/api/upload-image';

export const LABOR_POSTERS_PATH = '/labor_posters';

/** The list's filters (laborPosterFilters in @app/domain): the URL and the API read the same names. */
export const useLaborPostersList = () =>
  useListQuery<LaborPosterView>({
    path: LABOR_POSTERS_PATH,
    filterKeys: ['status', 'country', 'region'],
    defaultSort: 'region',
  });

function useSaved() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['list', LABOR_POSTERS_PATH] });
}

export interface LaborPosterUploadBody {
  fields: Omit<LaborPosterCreateInput, 'filename' | 'content_base64'>;
  file: File;
}

export function useUploadLaborPoster() {
  const saved = useSaved();
  return useMutation({
    mutationFn: async ({ fields, file }: LaborPosterUploadBody) =>
      api.post<LaborPosterView>(LABOR_POSTERS_PATH, {
        ...fields,
        filename: file.name,
        content_base64: await fileToBase64(file),
      }),
    onSuccess: saved,
  });
}

export function useArchiveLaborPoster() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (id: string) => api.post<LaborPosterView>(`${LABOR_POSTERS_PATH}/${id}/archive`),
    onSuccess: saved,
  });
}

/** Opens the poster through a link of a few minutes, for this user only, in a new tab. */
export const openLaborPoster = (id: string) => openFileLink(`${LABOR_POSTERS_PATH}/${id}/file_link`);
