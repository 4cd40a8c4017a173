import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { payRequestSchema, type PaymentMethodView, type PayRequest } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { FormError } from '../../../components/forms/form-error';
import { useFormState } from '../../../components/forms/use-form-state';
import { currencyName, moneyIn, plural } from '../lib/pay-format';
import { AccountChoice } from './account-choice';
import { ReturnedAlert } from './returned-alert';
import { usePaySubmit } from './use-pay-submit';

interface PayAllValues {
  payment_method_id: string;
}

function checkPayAll(v: PayAllValues): Checked<PayRequest> {
  const extra: Record<string, string> = {};
  if (!v.payment_method_id) extra.payment_method_id = 'Choose the bank account to pay from';
  return checkedOf(payRequestSchema.safeParse({ payment_method_id: v.payment_method_id || undefined }), extra);
}

/**
 * Pay all: the whole open balance in one currency (every open invoice in it, oldest due first), from
 * a saved account in that currency. The API pays what is owed when it debits, so the button names the
 * balance as shown.
 */
export function PayAllForm({
  currency,
  balance,
  invoiceCount,
  accounts,
  addLink,
}: {
  currency: string;
  balance: string;
  invoiceCount: number;
  accounts: PaymentMethodView[];
  addLink: string | null;
}) {
  const pay = usePaySubmit(null);
  const form = useFormState<PayAllValues, PayRequest>({
    initial: () => ({ payment_method_id: accounts[0]?.id ?? '' }),
    check: checkPayAll,
    save: pay.submit,
    fieldKeys: ['payment_method_id'],
    onError: pay.onError,
  });
  const code = currency.toUpperCase();
  const titleId = `balance-${currency}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={titleId}>
      <form onSubmit={form.submit} noValidate aria-label={`Pay the ${code} balance`}>
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4" id={titleId}>
              Balance in {currencyName(currency)}
            </Title>
            <Text fw={700} size="lg" data-testid={`balance-${currency}`}>
              {moneyIn(balance, currency)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {plural(invoiceCount, 'open invoice')}; paying all pays each in full, the oldest due first.
          </Text>
          <ReturnedAlert message={pay.returned} />
          <FormError message={form.error} />
          <AccountChoice
            accounts={accounts}
            currency={currency}
            value={form.values.payment_method_id}
            onChange={(id) => form.set('payment_method_id', id)}
            error={form.fieldError('payment_method_id')}
            addLink={addLink}
          />
          {accounts.length > 0 && (
            <Group justify="flex-end">
              <Button type="submit" loading={form.pending} disabled={form.pending}>
                Pay all {moneyIn(balance, currency)}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
