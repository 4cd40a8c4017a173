import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { payRequestSchema, type InvoiceView, type PaymentMethodView, type PayRequest } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { FormError } from '../../../components/forms/form-error';
import { useFormState } from '../../../components/forms/use-form-state';
import { cents, invoiceName, moneyIn } from '../lib/pay-format';
import { AccountChoice } from './account-choice';
import { ReturnedAlert } from './returned-alert';
import { usePaySubmit } from './use-pay-submit';

type Choice = 'balance' | 'other';

interface PayValues {
  payment_method_id: string;
  choice: Choice;
  amount: string;
}

const FIELD_KEYS = ['payment_method_id', 'amount', 'invoice_id'];

function checkPay(invoice: InvoiceView) {
  return (v: PayValues): Checked<PayRequest> => {
    const extra: Record<string, string> = {};
    if (!v.payment_method_id) extra.payment_method_id = 'Choose the bank account to pay from';
    const amount = v.choice === 'other' ? v.amount.trim() : undefined;
    if (amount === '') extra.amount = 'Enter the amount to pay';
    else if (amount !== undefined && cents(amount) > cents(invoice.remaining_amount)) {
      extra.amount = `More than the ${moneyIn(invoice.remaining_amount, invoice.currency)} owed`;
    }
    return checkedOf(
      payRequestSchema.safeParse({
        payment_method_id: v.payment_method_id || undefined,
        invoice_id: invoice.id,
        amount,
      }),
      extra,
    );
  };
}

/** What the button says it pays: the balance, or the amount typed when it is one. */
function payLabel(invoice: InvoiceView, v: PayValues) {
  if (v.choice === 'balance') return `Pay ${moneyIn(invoice.remaining_amount, invoice.currency)}`;
  const amount = v.amount.trim();
  return /^\d{1,12}(\.\d{1,2})?$/.test(amount) && cents(amount) > 0n
    ? `Pay ${moneyIn(amount, invoice.currency)}`
    : 'Pay';
}

/**
 * Pay one invoice: the balance or another amount (at most the balance), from a saved account in the
 * invoice's currency. The bank's refusal stays on the page in its own words; 409 and 422 answers are
 * shown on the form (an amount beside its field).
 */
export function PayInvoiceForm({
  invoice,
  accounts,
  addLink,
}: {
  invoice: InvoiceView;
  accounts: PaymentMethodView[];
  addLink: string | null;
}) {
  const pay = usePaySubmit(invoice.id);
  const form = useFormState<PayValues, PayRequest>({
    initial: () => ({ payment_method_id: accounts[0]?.id ?? '', choice: 'balance', amount: '' }),
    check: checkPay(invoice),
    save: pay.submit,
    fieldKeys: FIELD_KEYS,
    alsoClears: { choice: ['amount'] },
    onError: pay.onError,
  });
  const { values } = form;
  const balance = moneyIn(invoice.remaining_amount, invoice.currency);

  return (
    <form onSubmit={form.submit} noValidate aria-label={`Pay ${invoiceName(invoice).toLowerCase()}`}>
      <Stack gap="md">
        <ReturnedAlert message={pay.returned} />
        <FormError message={form.error} />
        {form.error && (
          <Text size="sm" c="dimmed">
            Sending it again is safe: however often this is sent, you are charged once.
          </Text>
        )}
        <Radio.Group label="Amount" value={values.choice} onChange={(choice) => form.set('choice', choice as Choice)}>
          <Stack gap="xs" mt={6}>
            <Radio value="balance" label={`Pay the balance (${balance})`} />
            <Radio value="other" label="Pay another amount" />
          </Stack>
        </Radio.Group>
        {values.choice === 'other' && (
          <TextInput
            label="Amount to pay"
            description={`Up to ${balance}`}
            required
            inputMode="decimal"
            leftSection="$"
            placeholder="0.00"
            w={220}
            data-autofocus
            {...form.field('amount')}
          />
        )}
        <AccountChoice
          accounts={accounts}
          currency={invoice.currency}
          value={values.payment_method_id}
          onChange={(id) => form.set('payment_method_id', id)}
          error={form.fieldError('payment_method_id') ?? form.fieldError('invoice_id')}
          addLink={addLink}
        />
        {accounts.length > 0 && (
          <Group justify="space-between" align="center">
            <Text size="xs" c="dimmed">
              Debited by ACH from the account chosen.
            </Text>
            <Button type="submit" size="md" loading={form.pending} disabled={form.pending}>
              {payLabel(invoice, values)}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
