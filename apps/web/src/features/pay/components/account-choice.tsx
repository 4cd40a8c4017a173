import { Alert, Anchor, Radio, Stack, Text } from '@mantine/core';
import type { PaymentMethodView } from '@app/domain';
import { Link } from 'react-router';
import { accountDetailText, accountText, currencyName } from '../lib/pay-format';

/**
 * The saved bank accounts in the payment's currency to pay from, one to pick; a link to add one (to
 * /payment_methods, which leads back here) for those who may, and when there is none, says so.
 */
export function AccountChoice({
  accounts,
  currency,
  value,
  onChange,
  error,
  addLink,
}: {
  accounts: PaymentMethodView[];
  currency: string;
  value: string;
  onChange: (id: string) => void;
  error: string | null;
  /** Where to add an account, or null when this user may not (they are told whom to ask). */
  addLink: string | null;
}) {
  const add = addLink && (
    <Anchor component={Link} to={addLink} size="sm">
      {accounts.length === 0 ? 'Add a bank account' : 'Add another bank account'}
    </Anchor>
  );
  if (accounts.length === 0) {
    return (
      <Alert color="yellow" variant="light" title="No bank account to pay from">
        <Stack gap={4}>
          <Text size="sm">
            There is no saved bank account in {currencyName(currency)} to pay this from yet.
            {addLink ? '' : ' Ask an owner or a finance user of your company to add one.'}
          </Text>
          {add}
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Radio.Group label="Pay from" required value={value || null} onChange={onChange} error={error}>
        <Stack gap="xs" mt={6}>
          {accounts.map((a) => (
            <Radio key={a.id} value={a.id} label={accountText(a)} description={accountDetailText(a)} />
          ))}
        </Stack>
      </Radio.Group>
      {add}
    </Stack>
  );
}
