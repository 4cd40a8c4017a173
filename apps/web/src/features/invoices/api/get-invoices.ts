import type { InvoiceView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { INVOICES_PATH } from './invoice-keys';

/** The list's filters (invoiceFilters in @app/domain): the URL and the API read the same names. */
const INVOICE_FILTER_KEYS = [
  'status',
  'client_id',
  'partner_id',
  'invoice_type',
  'overdue',
  'due_from',
  'due_to',
  'period_start',
] as const;

export const useInvoicesList = () =>
  useListQuery<InvoiceView>({ path: INVOICES_PATH, filterKeys: INVOICE_FILTER_KEYS, defaultSort: '-period_start' });
