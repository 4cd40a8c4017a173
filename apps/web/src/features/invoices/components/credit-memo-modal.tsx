import { Modal, Radio, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { creditMemoCreateSchema, type CreditMemoCreate, type InvoiceDetail } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { toCents } from '../../../lib/decimal';
import { toast } from '../../../lib/notify';
import { useIssueCreditMemo } from '../api/correct-invoice';
import { leftToCredit, leftToCreditText, memoTotal } from '../lib/correction-format';
import { invoiceTitle, moneyIn } from '../lib/invoice-format';

type Scope = 'whole' | 'lines';
type Apply = CreditMemoCreate['apply'];

interface MemoValues {
  reason: string;
  scope: Scope;
  /** Per line id, the amount to credit as typed (blank: not credited). */
  amounts: Record<string, string>;
  apply: Apply;
}

/** The contract's limit on a reason. */
const REASON_MAX = 500;

/** The lines still holding something to credit, in the invoice's order. */
const creditableLines = (invoice: InvoiceDetail) =>
  [...invoice.lines].sort((a, b) => a.position - b.position).filter((l) => leftToCredit(l) > 0n);

/** The lines asked for, in order: a 422's `lines.<index>` names one of these. */
const askedLineIds = (invoice: InvoiceDetail, v: MemoValues) =>
  creditableLines(invoice)
    .filter((l) => (v.amounts[l.id] ?? '').trim() !== '')
    .map((l) => l.id);

function checkMemo(invoice: InvoiceDetail, v: MemoValues): Checked<CreditMemoCreate> {
  const extra: Record<string, string> = {};
  const ids = v.scope === 'lines' ? askedLineIds(invoice, v) : [];
  const byId = new Map(invoice.lines.map((l) => [l.id, l]));
  ids.forEach((id, i) => {
    const asked = toCents(v.amounts[id]!.trim());
    const line = byId.get(id)!;
    if (asked !== null && asked > leftToCredit(line)) {
      extra[`lines.${i}.amount`] = `At most ${moneyIn(leftToCreditText(line), invoice.currency)} is left to credit`;
    }
  });
  if (v.scope === 'lines' && ids.length === 0) extra.lines = 'Enter an amount on at least one line';
  return checkedOf(
    creditMemoCreateSchema.safeParse({
      reason: v.reason,
      apply: v.apply,
      ...(v.scope === 'lines' && { lines: ids.map((id) => ({ line_id: id, amount: v.amounts[id]!.trim() })) }),
    }),
    extra,
  );
}

/**
 * Issue credit memo: a numbered negative invoice reversing the whole invoice or, per line, an amount
 * up to what is left to credit of it (its tax pro rata), with where its credit goes: the client's open
 * invoices (this one first) or kept for a refund or later invoices. Its total shows as it is typed. One
 * Idempotency-Key per opening.
 */
export function CreditMemoModal({
  invoice,
  onClose,
  onIssued,
}: {
  invoice: InvoiceDetail;
  onClose: () => void;
  onIssued: (memo: InvoiceDetail) => void;
}) {
  useReturnFocus();
  const [key] = useIdempotencyKey();
  const issue = useIssueCreditMemo(invoice.id);
  const lines = creditableLines(invoice);
  const lineKeys = invoice.lines.flatMap((_, i) => [`lines.${i}.line_id`, `lines.${i}.amount`]);
  const form = useFormState<MemoValues, CreditMemoCreate>({
    initial: () => ({ reason: '', scope: 'whole', amounts: {}, apply: 'open_invoices' }),
    check: (v) => checkMemo(invoice, v),
    save: async (body) => {
      const memo = await issue.mutateAsync({ body, key });
      toast.success(memo.number ? `Credit memo ${memo.number} issued` : 'Credit memo issued');
      onIssued(memo);
    },
    fieldKeys: ['reason', 'apply', 'lines', ...lineKeys],
    alsoClears: { amounts: ['lines', ...lineKeys], scope: ['lines', ...lineKeys] },
  });
  const v = form.values;
  const asked = askedLineIds(invoice, v);
  const lineError = (id: string) => {
    const i = asked.indexOf(id);
    return i < 0 ? null : (form.fieldError(`lines.${i}.amount`) ?? form.fieldError(`lines.${i}.line_id`));
  };
  const total = memoTotal(invoice, v.scope === 'whole' ? null : v.amounts);

  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Issue credit memo" size="lg">
      <ResourceFormFrame form={form} submitLabel="Issue credit memo" onCancel={onClose}>
        <Text size="sm">
          {invoiceTitle(invoice)} · {invoice.client.name} · total due {moneyIn(invoice.total_due, invoice.currency)}.
          Its amounts never change: the memo reverses them.
        </Text>
        <Textarea label="Reason" required rows={2} maxLength={REASON_MAX} data-autofocus {...form.field('reason')} />
        <Radio.Group
          label="What to credit"
          value={v.scope}
          onChange={(s) => form.set('scope', s as Scope)}
          error={v.scope === 'lines' ? form.fieldError('lines') : null}
        >
          <Stack gap={6} mt={4}>
            <Radio value="whole" label="The whole invoice (every line with its tax, and its adjustments)" />
            <Radio value="lines" label="Amounts per line" />
          </Stack>
        </Radio.Group>
        {v.scope === 'lines' && (
          <Table aria-label="Amounts to credit" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th ta="right">Left to credit</Table.Th>
                <Table.Th ta="right">Credit</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Text size="sm">{l.description}</Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {moneyIn(leftToCreditText(l), invoice.currency)}
                  </Table.Td>
                  <Table.Td w={160}>
                    <TextInput
                      aria-label={`Credit on ${l.description}`}
                      inputMode="decimal"
                      placeholder="0.00"
                      value={v.amounts[l.id] ?? ''}
                      onChange={(e) => form.set('amounts', { ...v.amounts, [l.id]: e.currentTarget.value })}
                      error={lineError(l.id)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Radio.Group
          label="Where the credit goes"
          value={v.apply}
          onChange={(a) => form.set('apply', a as Apply)}
          error={form.fieldError('apply')}
        >
          <Stack gap={6} mt={4}>
            <Radio value="open_invoices" label="The client's open invoices (this one first)" />
            <Radio value="keep" label="Keep as credit (to refund, or for later invoices)" />
          </Stack>
        </Radio.Group>
        <Text fw={600} aria-live="polite">
          Memo total: {moneyIn(total, invoice.currency)} credit
        </Text>
      </ResourceFormFrame>
    </Modal>
  );
}
