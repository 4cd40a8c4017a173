import { useQuery } from '@tanstack/react-query';
import type { PayrollFileView } from '@app/domain';
import { api, request } from '../../../lib/api/client';
import { saveBlob } from '../../../lib/api/download';
import { PAYROLL_RUNS_PATH } from './payroll-run-keys';

/**
 * A run's bank files (decision 0066): the NACHA and CPA-005 credits and a self-funded run's funding debit.
 * Asked again whenever the run's status moves: processing writes them, so a list read while it ran is stale
 * once the run is paid.
 */
export const useRunFiles = (id: string, runStatus: string) =>
  useQuery({
    queryKey: ['payroll-run-files', id, runStatus],
    queryFn: ({ signal }) => api.get<PayrollFileView[]>(`${PAYROLL_RUNS_PATH}/${id}/files`, { signal }),
    retry: false,
  });

/**
 * One file as the bank received it, fetched through the api client (a plain link would not carry the
 * bearer token) and saved under its name; the API audits each download.
 */
export async function downloadRunFile(runId: string, file: Pick<PayrollFileView, 'id' | 'filename'>) {
  const blob = await request<Blob>('GET', `${PAYROLL_RUNS_PATH}/${runId}/files/${file.id}/download`, {
    responseType: 'blob',
  });
  saveBlob(blob, file.filename);
}
