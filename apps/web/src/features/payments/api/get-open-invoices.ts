import { useQuery } from '@tanstack/react-query';
import type { InvoiceView } from '@app/domain';
import { api } from '../../../lib/api/client';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { isPositive } from '../lib/payment-format';

/** Enough open invoices of one client for a picker (the list's largest page). */
const OPEN_INVOICES_PAGE = 200;

/** What cash may still pay: finalized and not paid in full. */
const OWED_STATUSES = ['open', 'partially_paid'] as const;

export type OpenInvoice = Pick<InvoiceView, 'id' | 'number' | 'currency' | 'due_date' | 'remaining_amount'>;

async function getOpenInvoices(clientId: string, signal?: AbortSignal): Promise<OpenInvoice[]> {
  // The list filters one status at a time: ask for each and merge, oldest due first.
  const pages = await Promise.all(
    OWED_STATUSES.map((status) =>
      api.get<ListPage<InvoiceView>>('/invoices', {
        params: { client_id: clientId, status, per_page: OPEN_INVOICES_PAGE, sort: 'due_date' },
        signal,
      }),
    ),
  );
  return pages
    .flatMap((p) => p.data)
    .filter((i) => isPositive(i.remaining_amount))
    .sort(
      (a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? '') || (a.number ?? '').localeCompare(b.number ?? ''),
    );
}

/** The client's invoices still owed (open or partially paid), for the forms that apply cash. */
export const useOpenInvoices = (clientId: string | null) =>
  useQuery({
    queryKey: ['payment-open-invoices', clientId],
    queryFn: ({ signal }) => getOpenInvoices(clientId!, signal),
    enabled: Boolean(clientId),
    retry: false,
  });
