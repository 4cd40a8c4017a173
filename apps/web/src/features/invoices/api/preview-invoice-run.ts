import { useMutation } from '@tanstack/react-query';
import type { InvoiceRunRequest, InvoiceRunResult } from '@app/domain';
import { api } from '../../../lib/api/client';
import { INVOICES_PATH } from './invoice-keys';

/** What a run would write, computed by the API and rolled back: nothing is written. */
export const usePreviewInvoiceRun = () =>
  useMutation({
    mutationFn: (body: InvoiceRunRequest) => api.post<InvoiceRunResult>(`${INVOICES_PATH}/preview`, body),
  });
