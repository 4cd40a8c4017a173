import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { paymentAllocateSchema, type PaymentDetail } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { FormError } from '../../../components/forms/form-error';
import { useFormState } from '../../../components/forms/use-form-state';
import { formatCalendarDate } from '../../../components/data-list/format';
import { sumMoney, toCents } from '../../../lib/decimal';
import { toast } from '../../../lib/notify';
import { useAllocatePayment, type PaymentAllocate } from '../api/allocate-payment';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { useOpenInvoices, type OpenInvoice } from '../api/get-open-invoices';
import { moneyIn } from '../lib/payment-format';

interface ApplyValues {
  /** Invoice id → the amount typed for it; blank leaves the invoice out. */
  amounts: Record<string, string>;
}

/** The invoices given an amount, in the table's order: the body's allocations, index for index. */
const filledOf = (invoices: OpenInvoice[], amounts: Record<string, string>) =>
  invoices.filter((i) => (amounts[i.id] ?? '').trim() !== '');

const cents = (amount: string) => toCents(amount) ?? 0n;

function checkApply(invoices: OpenInvoice[], unapplied: string, currency: string) {
  return (v: ApplyValues): Checked<PaymentAllocate> => {
    const filled = filledOf(invoices, v.amounts);
    const allocations = filled.map((i) => ({ invoice_id: i.id, amount: (v.amounts[i.id] ?? '').trim() }));
    const extra: Record<string, string> = {};
    allocations.forEach((a, k) => {
      const owed = filled[k]!.remaining_amount;
      if (cents(a.amount) > cents(owed)) {
        extra[`allocations.${k}.amount`] = `More than the ${moneyIn(owed, currency)} this invoice still owes`;
      }
    });
    if (filled.length === 0) extra.allocations = 'Enter an amount for at least one invoice';
    else if (cents(sumMoney(allocations.map((a) => a.amount))) > cents(unapplied)) {
      extra.allocations = `More than the ${moneyIn(unapplied, currency)} left to apply`;
    }
    return checkedOf(paymentAllocateSchema.safeParse({ allocations }), extra);
  };
}

/** What a 422 may name: the list itself, or an amount or invoice of row k. */
const fieldKeysFor = (rows: number) => [
  'allocations',
  ...Array.from({ length: rows }, (_, k) => [`allocations.${k}.amount`, `allocations.${k}.invoice_id`]).flat(),
];

/**
 * Apply unapplied cash by hand: an amount against any open invoice of the same client and currency
 * (each at most what it still owes, together at most what is unapplied). One Idempotency-Key per
 * intent: kept across retries, renewed once the cash is applied.
 */
export function ApplyCashForm({ payment }: { payment: PaymentDetail }) {
  const [key, renewKey] = useIdempotencyKey();
  const allocate = useAllocatePayment(payment.id);
  const open = useOpenInvoices(payment.client.id);
  const invoices = (open.data ?? []).filter((i) => i.currency.toLowerCase() === payment.currency.toLowerCase());
  const keys = fieldKeysFor(invoices.length);
  const form = useFormState<ApplyValues, PaymentAllocate>({
    initial: () => ({ amounts: {} }),
    check: checkApply(invoices, payment.unapplied_amount, payment.currency),
    save: async (body) => {
      const done = await allocate.mutateAsync({ body, key });
      renewKey();
      form.replaceValues({ amounts: {} });
      toast.success(
        `Applied ${moneyIn(sumMoney(body.allocations.map((a) => a.amount)), done.currency)}: ${moneyIn(done.unapplied_amount, done.currency)} left unapplied`,
      );
    },
    fieldKeys: keys,
    alsoClears: { amounts: keys },
  });
  const filled = filledOf(invoices, form.values.amounts);
  const errorOf = (invoice: OpenInvoice) => {
    const k = filled.indexOf(invoice);
    return k < 0
      ? null
      : (form.fieldError(`allocations.${k}.amount`) ?? form.fieldError(`allocations.${k}.invoice_id`));
  };
  const setAmount = (id: string, amount: string) => form.set('amounts', { ...form.values.amounts, [id]: amount });

  return (
    <Paper withBorder p="lg">
      <form onSubmit={form.submit} noValidate aria-label="Apply unapplied cash">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Apply unapplied cash
          </Title>
          <Text size="sm">
            {moneyIn(payment.unapplied_amount, payment.currency)} of this payment is not applied to an invoice yet.
          </Text>
          <FormError message={form.error} />
          {open.isError ? (
            <Alert color="red" variant="light" role="alert">
              Could not load the client's open invoices.
            </Alert>
          ) : open.isLoading ? (
            <Text size="sm" c="dimmed">
              Loading the open invoices…
            </Text>
          ) : invoices.length === 0 ? (
            <Text size="sm" c="dimmed">
              {payment.client.name} has no open {payment.currency.toUpperCase()} invoice: the cash stays as its credit
              and pays the next invoice finalized.
            </Text>
          ) : (
            <>
              <Table aria-label="Open invoices" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Invoice</Table.Th>
                    <Table.Th>Due date</Table.Th>
                    <Table.Th ta="right">Remaining</Table.Th>
                    <Table.Th>Amount to apply</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoices.map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td>{i.number ?? 'Draft'}</Table.Td>
                      <Table.Td>{i.due_date ? formatCalendarDate(i.due_date) : '—'}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {moneyIn(i.remaining_amount, i.currency)}
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`Amount to apply to invoice ${i.number ?? 'draft'}`}
                          inputMode="decimal"
                          leftSection="$"
                          placeholder="0.00"
                          size="xs"
                          w={140}
                          value={form.values.amounts[i.id] ?? ''}
                          onChange={(e) => setAmount(i.id, e.currentTarget.value)}
                          error={errorOf(i)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {form.fieldError('allocations') && (
                <Text size="sm" c="red" role="alert">
                  {form.fieldError('allocations')}
                </Text>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={form.pending} disabled={form.pending}>
                  Apply cash
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
