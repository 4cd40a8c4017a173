import { Alert, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bankAccountSchema, type BankAccountView } from '@app/domain';
import { toApiError } from '../../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { toast } from '../../../lib/notify';
import {
  PAYROLL_METHODS_PATH,
  refreshPayrollMethods,
  usePayrollMethods,
  useSaveBankAccount,
} from '../api/payroll-methods';
import { SchemaForm } from '../components/schema-form';
import type { FormItem } from '../components/step-fields';
import { formatMoment } from '../../../components/data-list/format';

const ITEMS: FormItem[] = [
  { name: 'account_holder', label: 'Account holder', type: 'text', required: true },
  { name: 'bank_name', label: 'Bank name', type: 'text' },
  {
    name: 'routing_number',
    label: 'Routing number',
    type: 'text',
    required: true,
    description: '9 digits, on the bottom left of a check',
  },
  { name: 'account_number', label: 'Account number', type: 'secret', required: true },
  {
    name: 'account_type',
    label: 'Account type',
    type: 'radio',
    options: [
      { value: 'checking', label: 'Checking' },
      { value: 'savings', label: 'Savings' },
    ],
    required: true,
  },
];
const SAVED = 'Your direct deposit account was saved';

function AccountSummary({ account }: { account: BankAccountView }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label="Current account">
      <Text fw={600}>{account.bank_name ?? 'Bank account'}</Text>
      <Text size="sm">
        {account.account_type === 'checking' ? 'Checking' : 'Savings'} {account.account_masked} · routing{' '}
        {account.routing_number} · {account.account_holder}
      </Text>
      <Text size="xs" c="dimmed">
        Since {formatMoment(account.created_at)}
      </Text>
    </Paper>
  );
}

/** /direct_deposit: where a contractor is paid; changing it asks for the e-mailed code. */
export function DirectDepositPage() {
  const methods = usePayrollMethods();
  const save = useSaveBankAccount();
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    // A change goes through the two-factor modal, which replays the request itself.
    const onVerified = (e: Event) => {
      const detail = (e as CustomEvent<{ request: TwoFactorRequest }>).detail;
      if (detail?.request.requestUrl !== PAYROLL_METHODS_PATH) return;
      toast.success(SAVED);
      setFormKey((k) => k + 1);
      void refreshPayrollMethods(queryClient);
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [queryClient]);

  if (methods.isPending) return <Loader aria-label="Loading" />;
  if (methods.isError) return <Alert color="red">{toApiError(methods.error).message}</Alert>;
  const { current, history } = methods.data;

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Direct Deposit</Title>
      {current ? <AccountSummary account={current} /> : <Text>You have no direct deposit account yet.</Text>}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="md">
          {current ? 'Change account' : 'Add account'}
        </Title>
        {current && (
          <Text size="sm" c="dimmed" mb="sm">
            For your security we e-mail you a code before your pay goes to a new account.
          </Text>
        )}
        <SchemaForm
          key={formKey}
          label={current ? 'Change account' : 'Add account'}
          items={ITEMS}
          schema={bankAccountSchema}
          initialValues={{
            account_holder: '',
            bank_name: '',
            routing_number: '',
            account_number: '',
            account_type: 'checking',
          }}
          submitLabel={current ? 'Change account' : 'Save account'}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            toast.success(SAVED);
            setFormKey((k) => k + 1);
          }}
        />
      </Paper>
      {history.length > 0 && (
        <div>
          <Title order={2} size="h4" mb="xs">
            Previous accounts
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Routing</Table.Th>
                <Table.Th>Used until</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.account_masked}</Table.Td>
                  <Table.Td>{a.routing_number}</Table.Td>
                  <Table.Td>{a.retired_at ? formatMoment(a.retired_at) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
