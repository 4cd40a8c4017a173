import type { InvoiceView } from '@app/domain';
import { request } from '../../../lib/api/client';
import { saveBlob } from '../../../lib/api/download';
import { INVOICES_PATH } from './invoice-keys';

/** The file name the API gives the PDF: the invoice's number, or a draft's short id. */
export const pdfFilenameOf = (invoice: Pick<InvoiceView, 'id' | 'number'>) =>
  invoice.number ? `invoice-${invoice.number}.pdf` : `invoice-draft-${invoice.id.slice(0, 8)}.pdf`;

/**
 * The invoice's PDF, fetched through the api client (a plain link would not carry the bearer token)
 * and saved as a file.
 */
export async function downloadInvoicePdf(invoice: Pick<InvoiceView, 'id' | 'number'>) {
  const blob = await request<Blob>('GET', `${INVOICES_PATH}/${invoice.id}/pdf`, { responseType: 'blob' });
  saveBlob(blob, pdfFilenameOf(invoice));
}
