import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditMemoCreate, InvoiceDetail, InvoiceLineCreate, InvoiceUpdate } from '@app/domain';
import { api } from '../../../lib/api/client';
import { postOnce } from '../../../lib/api/idempotency-key';
import { INVOICES_PATH, useInvoicesSaved } from './invoice-keys';

/** POST /v2/invoices/:id/refund (creditMemoRefundSchema). */
export interface CreditRefund {
  amount: string;
  method: 'ach' | 'wire' | 'check';
  refund_date: string;
  reference?: string | undefined;
}

/**
 * After a correction: the answered invoice's page, every invoice page (a memo changes its original, a
 * refund its memo, a rebill its original and memo), the aging and the list.
 */
function useCorrected() {
  const saved = useInvoicesSaved();
  const queryClient = useQueryClient();
  return (invoice: InvoiceDetail) => {
    saved(invoice);
    void queryClient.invalidateQueries({ queryKey: ['invoice'], predicate: (q) => q.queryKey[1] !== invoice.id });
    void queryClient.invalidateQueries({ queryKey: ['invoice-aging'] });
  };
}

/** Notes, PO number and contacts (any invoice but a void one); payment terms while a draft. */
export function useUpdateInvoice(id: string) {
  const corrected = useCorrected();
  return useMutation({
    mutationFn: (body: InvoiceUpdate) => api.patch<InvoiceDetail>(`${INVOICES_PATH}/${id}`, body),
    onSuccess: corrected,
  });
}

/** A manual line on a draft (hours × rate, or an amount). */
export function useAddInvoiceLine(id: string) {
  const corrected = useCorrected();
  return useMutation({
    mutationFn: (body: InvoiceLineCreate) => api.post<InvoiceDetail>(`${INVOICES_PATH}/${id}/lines`, body),
    onSuccess: corrected,
  });
}

/** A draft's manual line (every line of a rebill) corrected. */
export function useChangeInvoiceLine(id: string) {
  const corrected = useCorrected();
  return useMutation({
    mutationFn: ({ lineId, body }: { lineId: string; body: InvoiceLineCreate }) =>
      api.patch<InvoiceDetail>(`${INVOICES_PATH}/${id}/lines/${lineId}`, body),
    onSuccess: corrected,
  });
}

/** A draft's manual line (any line of a rebill) removed. */
export function useRemoveInvoiceLine(id: string) {
  const corrected = useCorrected();
  return useMutation({
    mutationFn: (lineId: string) => api.delete<InvoiceDetail>(`${INVOICES_PATH}/${id}/lines/${lineId}`),
    onSuccess: corrected,
  });
}

/** Issues a credit memo against a finalized invoice; answers the memo. */
export function useIssueCreditMemo(id: string) {
  const corrected = useCorrected();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreditMemoCreate; key: string }) =>
      postOnce<InvoiceDetail>(`${INVOICES_PATH}/${id}/credit_memo`, body, key),
    onSuccess: corrected,
  });
}

/** A whole credit memo and a corrected draft linked to both; answers the draft (the rebill). */
export function useCreditAndRebill(id: string) {
  const corrected = useCorrected();
  return useMutation({
    mutationFn: ({ reason, key }: { reason: string; key: string }) =>
      postOnce<InvoiceDetail>(`${INVOICES_PATH}/${id}/credit_and_rebill`, { reason }, key),
    onSuccess: corrected,
  });
}

/** Pays back a credit memo's credit left; answers the memo. */
export function useRefundCredit(id: string) {
  const corrected = useCorrected();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreditRefund; key: string }) =>
      postOnce<InvoiceDetail>(`${INVOICES_PATH}/${id}/refund`, body, key),
    onSuccess: corrected,
  });
}

/** Writes off the remaining balance with a reason. */
export function useWriteOffInvoice(id: string) {
  const corrected = useCorrected();
  return useMutation({
    mutationFn: (reason: string) => api.post<InvoiceDetail>(`${INVOICES_PATH}/${id}/write_off`, { reason }),
    onSuccess: corrected,
  });
}
