import type { InvoiceView } from '@app/domain';
import { DownloadButton } from '../../../components/download-button';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';

/** Download PDF: for everyone who reads the invoice (the API draws it from the client's view: no pay figures). */
export function DownloadPdfButton({ invoice }: { invoice: Pick<InvoiceView, 'id' | 'number'> }) {
  return <DownloadButton label="Download PDF" download={() => downloadInvoicePdf(invoice)} />;
}
