import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { InvoiceView } from '@app/domain';
import { useState } from 'react';
import { toastError } from '../../../lib/notify';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';

/** Download PDF: for everyone who reads the invoice (the API draws it from the client's view: no pay figures). */
export function DownloadPdfButton({ invoice }: { invoice: Pick<InvoiceView, 'id' | 'number'> }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      toastError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={pending}
      onClick={() => void download()}
    >
      Download PDF
    </Button>
  );
}
