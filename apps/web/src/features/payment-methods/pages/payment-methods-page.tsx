import { Alert, Anchor, Button, EmptyState, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconPlus } from '@tabler/icons-react';
import type { PaymentMethodView } from '@app/domain';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useClientOptions } from '../../../components/reference/client-options';
import { toApiError } from '../../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { usePaymentMethods } from '../api/get-payment-methods';
import { PAYMENT_METHODS_PATH, usePaymentMethodsSaved } from '../api/payment-method-keys';
import { AccountTable } from '../components/account-table';
import { AddAccountModal } from '../components/add-account-modal';
import { asksCodeToAdd, choosesAccountClient, showsClientColumn } from '../components/payment-method-access';
import { accountText } from '../../../components/bank-accounts/bank-account-format';
import { paymentPageOf } from '../lib/payment-method-format';

const isRemoval = (r: TwoFactorRequest) =>
  r.requestMethod.toUpperCase() === 'DELETE' && r.requestUrl.startsWith(`${PAYMENT_METHODS_PATH}/`);
const isAddition = (r: TwoFactorRequest) =>
  r.requestMethod.toUpperCase() === 'POST' && r.requestUrl === PAYMENT_METHODS_PATH;

/**
 * The two-factor modal replays an addition or a removal the API held for the e-mailed code, and
 * announces it: then the dialog closes, the user is told, and the list is read again.
 */
function useVerifiedChanges(onAdded: () => void) {
  const saved = usePaymentMethodsSaved();
  useEffect(() => {
    const onVerified = (e: Event) => {
      const detail = (e as CustomEvent<{ request: TwoFactorRequest; result: unknown }>).detail;
      if (!detail) return;
      if (isAddition(detail.request)) {
        const added = detail.result as PaymentMethodView | undefined;
        toast.success(added?.account_masked ? `Bank account added: ${accountText(added)}` : 'Bank account added');
        onAdded();
        saved();
      } else if (isRemoval(detail.request)) {
        toast.success('Bank account removed');
        saved();
      }
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [onAdded, saved]);
}

function NoAccounts({ onAdd, filtered }: { onAdd: () => void; filtered: boolean }) {
  return (
    <EmptyState
      icon={<IconBuildingBank size={32} aria-hidden />}
      withIndicatorBackground
      title={filtered ? 'This client has no bank account yet' : 'No bank accounts yet'}
      description="Add the bank account invoices are paid from: it is debited only when you pay."
      role="status"
      py="xl"
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={onAdd}>
          Add bank account
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/**
 * /payment_methods: the bank accounts invoices are paid from (masked: bank, last four digits, routing),
 * Add bank account (US or Canadian; staff and partners choose the client) and Remove. Adding a client's
 * second account, or removing one, asks for the e-mailed code through the two-factor modal.
 */
export function PaymentMethodsPage() {
  const subject = useSession()?.subject;
  const [search, setSearch] = useSearchParams();
  const choosesClient = subject !== undefined && choosesAccountClient(subject);
  const clientId = choosesClient ? search.get('client_id') : null;
  const back = paymentPageOf(search.get('back'));
  const accounts = usePaymentMethods(clientId);
  const clients = useClientOptions(choosesClient);
  const [adding, setAdding] = useState(false);
  const closeAdd = useCallback(() => setAdding(false), []);
  useVerifiedChanges(closeAdd);

  const rows = accounts.data ?? [];
  const asksCode = subject !== undefined && asksCodeToAdd(subject, accounts.data ? rows.length : null);
  const chooseClient = (id: string | null) =>
    setSearch(
      (s) => {
        if (id) s.set('client_id', id);
        else s.delete('client_id');
        return s;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      {back && (
        <Anchor component={Link} to={back} size="sm">
          Back to your payment
        </Anchor>
      )}
      <Group justify="space-between">
        <Title order={1}>Payment Methods</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add bank account
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        The bank accounts invoices are paid from online. Only the last four digits of an account number are ever shown.
      </Text>
      {choosesClient && (
        <Group role="search" aria-label="Filter bank accounts">
          <Select
            label="Client"
            placeholder="All clients"
            searchable
            clearable
            data={clients.data ?? []}
            value={clientId}
            onChange={chooseClient}
            nothingFoundMessage="No such client"
            w={280}
          />
        </Group>
      )}
      {accounts.isPending ? (
        <PageLoader />
      ) : accounts.isError ? (
        <Alert color="red" variant="light" role="alert" title="Could not load the bank accounts">
          {toApiError(accounts.error).message}
        </Alert>
      ) : rows.length === 0 ? (
        <NoAccounts onAdd={() => setAdding(true)} filtered={clientId !== null} />
      ) : (
        <Paper withBorder>
          <AccountTable accounts={rows} showClient={subject !== undefined && showsClientColumn(subject)} />
        </Paper>
      )}
      {adding && (
        <AddAccountModal
          choosesClient={choosesClient}
          clientId={clientId}
          asksCode={asksCode}
          onClose={closeAdd}
          onAdded={closeAdd}
        />
      )}
    </Stack>
  );
}
