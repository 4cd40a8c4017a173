import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportCreate, ReportFormat, ReportKindView, ReportView } from '@app/domain';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api, request } from '../../../lib/api/client';
import { downloadBlob, saveBlob } from '../../../lib/api/download';

export const REPORTS_PATH = '/reports';
const LIST_KEY = ['reports', 'mine'] as const;
const reportKey = (id: string) => ['report', id] as const;
/** How often a report still being built is asked again. */
export const POLL_MS = 1_500;

export const isOpen = (r: Pick<ReportView, 'status'>) => r.status === 'PENDING' || r.status === 'PROCESSING';

export const useReportKinds = () =>
  useQuery({
    queryKey: ['report-kinds'],
    queryFn: ({ signal }) => api.get<ReportKindView[]>(`${REPORTS_PATH}/kinds`, { signal }),
    retry: false,
    staleTime: 60_000,
  });

/** The caller's reports, newest first, a page at a time; asked again while any is still being built. */
export const useMyReports = (page: number, perPage: number) =>
  useQuery({
    queryKey: [...LIST_KEY, page, perPage],
    queryFn: ({ signal }) =>
      api.get<ListPage<ReportView>>(REPORTS_PATH, {
        params: { page, per_page: perPage, sort: '-created_at' },
        signal,
      }),
    retry: false,
    refetchInterval: (q) => (q.state.data?.data.some(isOpen) ? POLL_MS : false),
  });

export const useReport = (id: string) =>
  useQuery({
    queryKey: reportKey(id),
    queryFn: ({ signal }) => api.get<ReportView>(`${REPORTS_PATH}/${id}`, { signal }),
    retry: false,
    enabled: id !== '',
    refetchInterval: (q) => (q.state.data && isOpen(q.state.data) ? POLL_MS : false),
  });

export function useRequestReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportCreate) => api.post<ReportView>(REPORTS_PATH, body),
    onSuccess: (r) => {
      client.setQueryData(reportKey(r.id), r);
      void client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

/** A finished report's file (section 7's blob download): the CSV through the helper, the workbook saved too. */
export async function downloadReport(r: Pick<ReportView, 'id' | 'kind'>, format: ReportFormat): Promise<void> {
  const path = `${REPORTS_PATH}/${r.id}/download`;
  const filename = `${r.kind}.${format}`;
  if (format === 'csv') return downloadBlob(path, { format }, filename);
  saveBlob(await request<Blob>('GET', path, { params: { format }, responseType: 'blob' }), filename);
}
