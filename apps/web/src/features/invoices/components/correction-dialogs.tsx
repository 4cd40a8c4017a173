import { Text } from '@mantine/core';
import type { InvoiceDetail } from '@app/domain';
import { useNavigate } from 'react-router';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { toast } from '../../../lib/notify';
import { useCreditAndRebill, useWriteOffInvoice } from '../api/correct-invoice';
import { invoiceTitle, moneyIn } from '../lib/invoice-format';

/** The contracts' limit on a correction's reason. */
const REASON_MAX = 500;

/**
 * Credit and rebill: a full credit memo for the invoice and a corrected draft copy linked to both (its
 * lines may then be changed, and on finalize the memo's credit left pays it). Opens the draft after.
 */
export function CreditAndRebillDialog({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const [key] = useIdempotencyKey();
  const rebill = useCreditAndRebill(invoice.id);
  const navigate = useNavigate();
  return (
    <ReasonDialog
      title="Credit and rebill?"
      description="Kept on the credit memo."
      requiredMessage="Say why the invoice is credited and rebilled"
      maxLength={REASON_MAX}
      confirmLabel="Credit and rebill"
      confirmColor="blue"
      onConfirm={async (reason) => {
        const draft = await rebill.mutateAsync({ reason, key });
        toast.success(`${invoiceTitle(invoice)} credited: correct the new draft, then finalize it`);
        onClose();
        navigate(`/invoices/${draft.id}`);
      }}
      onClose={onClose}
    >
      <Text size="sm">
        {invoiceTitle(invoice)} is credited in full ({moneyIn(invoice.total_due, invoice.currency)}) by a credit memo,
        and a corrected draft — a copy of its lines — is made for you to change and finalize.
      </Text>
      <Text size="sm">What was paid on it waits on the memo and pays the new invoice when it is finalized.</Text>
    </ReasonDialog>
  );
}

/** Write off balance: the remaining amount is settled with a reason (above the partner's threshold, an admin's). */
export function WriteOffDialog({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const writeOff = useWriteOffInvoice(invoice.id);
  const amount = moneyIn(invoice.remaining_amount, invoice.currency);
  return (
    <ReasonDialog
      title="Write off balance?"
      description="Kept on the invoice for everyone who reads it."
      requiredMessage="Say why the balance is written off"
      maxLength={REASON_MAX}
      confirmLabel={`Write off ${amount}`}
      onConfirm={async (reason) => {
        await writeOff.mutateAsync(reason);
        toast.success(`${amount} written off`);
        onClose();
      }}
      onClose={onClose}
    >
      <Text size="sm">
        {amount} still owed on {invoiceTitle(invoice)} by {invoice.client.name} is written off: the client is no longer
        asked for it.
      </Text>
    </ReasonDialog>
  );
}
