import { Button } from '@mantine/core';
import type { InvoiceDetail } from '@app/domain';
import { useState } from 'react';
import { useSession } from '../../../lib/auth/use-session';
import { correctionsOf } from './correction-access';
import { CreditAndRebillDialog, WriteOffDialog } from './correction-dialogs';
import { CreditMemoModal } from './credit-memo-modal';
import { EditInvoiceDetailsModal } from './edit-invoice-details-modal';
import { InvoiceLineModal } from './invoice-line-modal';
import { RefundCreditModal } from './refund-credit-modal';

type Dialog = 'memo' | 'rebill' | 'write_off' | 'refund' | 'details' | 'line';

/**
 * The employer's corrections, by status and type: a finalized invoice is credited (a memo, or credit
 * and rebill), written off while owed, and its notes, PO and contacts edited; a draft takes lines and
 * its details with the payment terms; a credit memo with credit left is refunded.
 */
export function InvoiceCorrectionActions({ invoice }: { invoice: InvoiceDetail }) {
  const session = useSession();
  const [open, setOpen] = useState<Dialog | null>(null);
  if (!session) return null;
  const may = correctionsOf(session.subject, session.user.partner?.id ?? null, invoice);
  const close = () => setOpen(null);
  const button = (dialog: Dialog, label: string, color?: string) => (
    <Button variant="light" color={color} onClick={() => setOpen(dialog)}>
      {label}
    </Button>
  );
  return (
    <>
      {may.addsLines && button('line', 'Add line')}
      {may.editsDetails && button('details', 'Edit details')}
      {may.credits && button('memo', 'Issue credit memo')}
      {may.credits && button('rebill', 'Credit and rebill')}
      {may.writesOff && button('write_off', 'Write off balance', 'red')}
      {may.refunds && button('refund', 'Refund credit')}
      {open === 'line' && <InvoiceLineModal invoice={invoice} onClose={close} />}
      {open === 'details' && <EditInvoiceDetailsModal invoice={invoice} onClose={close} />}
      {open === 'memo' && <CreditMemoModal invoice={invoice} onClose={close} onIssued={close} />}
      {open === 'rebill' && <CreditAndRebillDialog invoice={invoice} onClose={close} />}
      {open === 'write_off' && <WriteOffDialog invoice={invoice} onClose={close} />}
      {open === 'refund' && <RefundCreditModal memo={invoice} onClose={close} />}
    </>
  );
}
