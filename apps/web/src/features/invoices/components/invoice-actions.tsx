import { Button, Group, Text } from '@mantine/core';
import { IconCreditCardPay } from '@tabler/icons-react';
import type { InvoiceDetail } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useFinalizeInvoice } from '../api/finalize-invoice';
import { useSendInvoice } from '../api/send-invoice';
import { useVoidInvoice } from '../api/void-invoice';
import { invoiceTitle, moneyIn, periodText } from '../lib/invoice-format';
import { DownloadPdfButton } from './download-pdf-button';
import { mayFinalize, maySend, mayVoid, paysOnline } from './invoice-access';
import { InvoiceCorrectionActions } from './invoice-correction-actions';

/** The contract's limit on a void reason (invoiceVoidSchema). */
const VOID_REASON_MAX = 500;

/**
 * Pay now for a client's user while the invoice owes something (to /pay/:id, the page its e-mail links
 * to); Download PDF for everyone who reads the invoice; for the employer that issues it Send to client (a
 * finalized invoice), Finalize (a draft) and Void (a draft, or an open invoice nothing is paid on), each
 * asking first, and its corrections (InvoiceCorrectionActions). The API refuses anything else in its own words (shown in the dialog).
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const session = useSession();
  const finalize = useFinalizeInvoice(invoice.id);
  const send = useSendInvoice(invoice.id);
  const voidIt = useVoidInvoice(invoice.id);
  const [voiding, setVoiding] = useState(false);
  const partnerId = session?.user.partner?.id ?? null;
  const sends = session !== null && maySend(session.subject, partnerId, invoice);
  const finalizes = session !== null && mayFinalize(session.subject, partnerId, invoice);
  const voids = session !== null && mayVoid(session.subject, partnerId, invoice);
  const pays = session !== null && paysOnline(session.subject, invoice);
  return (
    <Group gap="sm">
      {pays && (
        <Button component={Link} to={`/pay/${invoice.id}`} leftSection={<IconCreditCardPay size={16} aria-hidden />}>
          Pay now
        </Button>
      )}
      <DownloadPdfButton invoice={invoice} />
      {sends && (
        <ConfirmButton
          label="Send to client"
          title="Send invoice to the client?"
          message={`${invoiceTitle(invoice)} is e-mailed again, with its PDF, to ${invoice.client.name}'s billing e-mail.`}
          confirmLabel="Send"
          onConfirm={async () => {
            const { sent_to } = await send.mutateAsync();
            toast.success(`Sent to ${sent_to ?? "the client's billing e-mail"}`);
          }}
        />
      )}
      {finalizes && (
        <ConfirmButton
          label="Finalize"
          title="Finalize invoice?"
          message="It gets its number and is e-mailed to the client; it can no longer be edited."
          variant="filled"
          onConfirm={async () => {
            const done = await finalize.mutateAsync();
            toast.success(`${invoiceTitle(done)} finalized`);
          }}
        />
      )}
      <InvoiceCorrectionActions invoice={invoice} />
      {voids && (
        <Button variant="light" color="red" onClick={() => setVoiding(true)}>
          Void
        </Button>
      )}
      {voiding && (
        <ReasonDialog
          title="Void invoice?"
          description="Kept on the invoice for everyone who reads it."
          requiredMessage="Say why the invoice is void"
          maxLength={VOID_REASON_MAX}
          confirmLabel="Void invoice"
          onConfirm={async (reason) => {
            await voidIt.mutateAsync(reason);
            toast.success('Invoice voided');
            setVoiding(false);
          }}
          onClose={() => setVoiding(false)}
        >
          <Text size="sm">
            {invoiceTitle(invoice)} · {invoice.client.name} · {periodText(invoice.period)} ·{' '}
            {moneyIn(invoice.total_due, invoice.currency)}
          </Text>
          <Text size="sm">Its time and expenses go back to be invoiced again. A void invoice cannot be reopened.</Text>
        </ReasonDialog>
      )}
    </Group>
  );
}
