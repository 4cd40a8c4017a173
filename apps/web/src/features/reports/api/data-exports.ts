import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportCreate, DataExportView } from '@app/domain';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api, request } from '../../../lib/api/client';
import { saveBlob } from '../../../lib/api/download';
import { POLL_MS, isOpen } from './reports';

export const EXPORTS_PATH = '/data_exports';
const LIST_KEY = ['data-exports'] as const;

/** The caller's exports, newest first; asked again while one is being built. */
export const useDataExports = (page: number, perPage: number) =>
  useQuery({
    queryKey: [...LIST_KEY, page, perPage],
    queryFn: ({ signal }) =>
      api.get<ListPage<DataExportView>>(EXPORTS_PATH, {
        params: { page, per_page: perPage, sort: '-created_at' },
        signal,
      }),
    retry: false,
    refetchInterval: (q) => (q.state.data?.data.some(isOpen) ? POLL_MS : false),
  });

export function useDataExportActions() {
  const client = useQueryClient();
  const changed = () => void client.invalidateQueries({ queryKey: LIST_KEY });
  const requestExport = useMutation({
    mutationFn: (body: DataExportCreate) => api.post<DataExportView>(EXPORTS_PATH, body),
    onSuccess: changed,
  });
  /** The one download (section 7's blob download, saved as a file); the list then shows it taken. */
  const download = async (e: Pick<DataExportView, 'id'>) => {
    try {
      const blob = await request<Blob>('GET', `${EXPORTS_PATH}/${e.id}/download`, { responseType: 'blob' });
      saveBlob(blob, 'data-export.zip');
    } finally {
      changed();
    }
  };
  return { requestExport, download };
}
