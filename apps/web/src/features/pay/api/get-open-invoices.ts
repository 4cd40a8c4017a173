import { useQuery } from '@tanstack/react-query';
import type { InvoiceView } from '@app/domain';
import { api } from '../../../lib/api/client';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { toCents } from '../../../lib/decimal';
import { INVOICES_PATH, openInvoicesQueryKey } from './pay-keys';

/** Enough open invoices of one client to pay (the list's largest page). */
const OPEN_INVOICES_PAGE = 200;

/** What may still be paid: finalized and not paid in full. */
const OWED_STATUSES = ['open', 'partially_paid'] as const;

export type OpenInvoice = Pick<
  InvoiceView,
  'id' | 'number' | 'currency' | 'period' | 'due_date' | 'total_due' | 'remaining_amount' | 'overdue'
>;

async function getOpenInvoices(clientId: string | null, signal?: AbortSignal): Promise<OpenInvoice[]> {
  // The list filters one status at a time: ask for each and merge, oldest due first.
  const pages = await Promise.all(
    OWED_STATUSES.map((status) =>
      api.get<ListPage<InvoiceView>>(INVOICES_PATH, {
        params: { client_id: clientId, status, per_page: OPEN_INVOICES_PAGE, sort: 'due_date' },
        signal,
      }),
    ),
  );
  return pages
    .flatMap((p) => p.data)
    .filter((i) => (toCents(i.remaining_amount) ?? 0n) > 0n)
    .sort(
      (a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? '') || (a.number ?? '').localeCompare(b.number ?? ''),
    );
}

/**
 * The client's invoices still owed: a client's users their own (the API scopes them), staff and
 * partners the client they chose (`enabled` holds the call until then).
 */
export const useOpenInvoices = (clientId: string | null, enabled = true) =>
  useQuery({
    queryKey: openInvoicesQueryKey(clientId),
    queryFn: ({ signal }) => getOpenInvoices(clientId, signal),
    enabled,
    retry: false,
  });
