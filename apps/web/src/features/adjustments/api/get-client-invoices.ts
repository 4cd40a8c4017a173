import { useQuery } from '@tanstack/react-query';
import type { InvoiceStatus, InvoiceView } from '@app/domain';
import { api } from '../../../lib/api/client';
import type { ListPage } from '../../../components/data-list/use-list-query';

/** Enough invoices of one client for a picker (the list's largest page). */
const CLIENT_INVOICES_PAGE = 200;

/** What an adjustment corrects: a finalized invoice (a draft is rerun instead, a void one is gone). */
const CORRECTABLE: readonly InvoiceStatus[] = ['open', 'partially_paid', 'paid', 'written_off'];

export type ClientInvoice = Pick<InvoiceView, 'id' | 'number' | 'currency' | 'invoice_date' | 'total_due'>;

async function getClientInvoices(clientId: string, signal?: AbortSignal): Promise<ClientInvoice[]> {
  const page = await api.get<ListPage<InvoiceView>>('/invoices', {
    params: { client_id: clientId, per_page: CLIENT_INVOICES_PAGE, sort: '-period_start' },
    signal,
  });
  return page.data.filter((i) => CORRECTABLE.includes(i.status));
}

/** The client's finalized invoices, newest first, for the "corrects invoice" picker. */
export const useClientInvoices = (clientId: string | null) =>
  useQuery({
    queryKey: ['adjustment-client-invoices', clientId],
    queryFn: ({ signal }) => getClientInvoices(clientId!, signal),
    enabled: Boolean(clientId),
    retry: false,
  });
