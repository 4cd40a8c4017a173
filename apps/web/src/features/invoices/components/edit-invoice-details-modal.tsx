import { Alert, Modal, NumberInput, TagsInput, Textarea, TextInput } from '@mantine/core';
import { invoiceUpdateSchema, type InvoiceDetail, type InvoiceUpdate } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useUpdateInvoice } from '../api/correct-invoice';

interface DetailsValues {
  notes: string;
  po_number: string;
  contact_emails: string[];
  payment_terms_net_days: string;
}

/** The contract's limit on contacts (invoiceUpdateSchema). */
const MAX_CONTACTS = 10;
const CONTACT_KEYS = Array.from({ length: MAX_CONTACTS }, (_, i) => `contact_emails.${i}`);

function checkDetails(draft: boolean, v: DetailsValues): Checked<InvoiceUpdate> {
  const extra: Record<string, string> = {};
  const terms = v.payment_terms_net_days.trim();
  if (draft && !/^\d+$/.test(terms)) extra.payment_terms_net_days = 'Whole days, 0 to 365';
  return checkedOf(
    invoiceUpdateSchema.safeParse({
      notes: v.notes.trim() || null,
      po_number: v.po_number.trim() || null,
      contact_emails: v.contact_emails,
      ...(draft && /^\d+$/.test(terms) && { payment_terms_net_days: Number(terms) }),
    }),
    extra,
  );
}

/**
 * Edit details: the notes, PO number and contact e-mails printed on (and e-mailed with) the invoice,
 * and while it is a draft its payment terms. A finalized invoice's amounts never change here.
 */
export function EditInvoiceDetailsModal({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  useReturnFocus();
  const draft = invoice.status === 'draft';
  const update = useUpdateInvoice(invoice.id);
  const form = useFormState<DetailsValues, InvoiceUpdate>({
    initial: () => ({
      notes: invoice.notes ?? '',
      po_number: invoice.po_number ?? '',
      contact_emails: invoice.contact_emails,
      payment_terms_net_days: String(invoice.payment_terms_net_days),
    }),
    check: (v) => checkDetails(draft, v),
    save: async (body) => {
      await update.mutateAsync(body);
      toast.success('Invoice details saved');
      onClose();
    },
    fieldKeys: ['notes', 'po_number', 'contact_emails', 'payment_terms_net_days', ...CONTACT_KEYS],
    alsoClears: { contact_emails: CONTACT_KEYS },
  });
  const contactsError =
    form.fieldError('contact_emails') ?? CONTACT_KEYS.map((k) => form.fieldError(k)).find((e) => e) ?? null;
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Edit invoice details">
      <ResourceFormFrame form={form} submitLabel="Save details" onCancel={onClose}>
        {!draft && (
          <Alert color="blue" variant="light">
            Amounts never change on a finalized invoice: correct them with a credit memo, or credit and rebill.
          </Alert>
        )}
        <TextInput label="PO number" maxLength={100} data-autofocus {...form.field('po_number')} />
        <TagsInput
          label="Contact e-mails"
          description="Also e-mailed the invoice, besides the client's billing e-mail. Press Enter after each."
          maxTags={MAX_CONTACTS}
          value={form.values.contact_emails}
          onChange={(emails) => form.set('contact_emails', emails)}
          error={contactsError}
          splitChars={[',', ' ']}
        />
        <Textarea label="Notes" rows={3} maxLength={2000} {...form.field('notes')} />
        {draft && (
          <NumberInput
            label="Payment terms (net days)"
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            value={form.values.payment_terms_net_days}
            onChange={(n) => form.set('payment_terms_net_days', String(n))}
            error={form.fieldError('payment_terms_net_days')}
          />
        )}
      </ResourceFormFrame>
    </Modal>
  );
}
