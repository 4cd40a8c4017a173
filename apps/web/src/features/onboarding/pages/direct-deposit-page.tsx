import { Alert, Button, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { DepositAccountView } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toApiError } from '../../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { toast } from '../../../lib/notify';
import { PAYROLL_METHODS_PATH, refreshPayrollMethods, usePayrollMethods } from '../api/payroll-methods';
import { ChangeSplitModal, SPLIT_CHANGED } from '../components/change-split-modal';
import { DepositAccountForm } from '../components/deposit-account-form';
import { SPLIT_REMOVED, SplitAccounts } from '../components/split-accounts';
import { bankIdText } from '../lib/deposit-split';

const SAVED = 'Your direct deposit account was saved';
const SPLIT_ADDED = 'Your split account was added';
/** The main account and four split accounts (the API's limit). */
const MAX_ACCOUNTS = 5;

/** What a change the two-factor modal replayed was, by its method and body: the message the worker is told. */
function verifiedMessage(request: TwoFactorRequest): string | null {
  if (!request.requestUrl.startsWith(PAYROLL_METHODS_PATH)) return null;
  const method = request.requestMethod.toUpperCase();
  if (method === 'DELETE') return SPLIT_REMOVED;
  if (method === 'PATCH') return SPLIT_CHANGED;
  const additional = (request.requestData as { additional?: boolean } | undefined)?.additional === true;
  return additional ? SPLIT_ADDED : SAVED;
}

/** A change the two-factor modal replayed with the code: the worker is told, dialogs close, the accounts are read again. */
function useVerifiedChanges(onDone: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVerified = (e: Event) => {
      const request = (e as CustomEvent<{ request: TwoFactorRequest }>).detail?.request;
      const message = request ? verifiedMessage(request) : null;
      if (!message) return;
      toast.success(message);
      onDone();
      void refreshPayrollMethods(queryClient);
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [queryClient, onDone]);
}

function AddSplitModal({ accounts, onClose }: { accounts: DepositAccountView[]; onClose: () => void }) {
  useReturnFocus();
  // The two-factor modal opens over this one (a 424): this one lets it have the keyboard.
  const [awaitingCode, setAwaitingCode] = useState(false);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Add split account"
      size="lg"
      trapFocus={!awaitingCode}
      closeOnEscape={!awaitingCode}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Part of each paycheck goes to this account; your main account keeps the rest. For your security we e-mail you
          a code before it is added.
        </Text>
        <DepositAccountForm
          split
          accounts={accounts}
          submitLabel="Add split account"
          onCancel={onClose}
          onAwaitingCode={setAwaitingCode}
          onSaved={() => {
            toast.success(SPLIT_ADDED);
            onClose();
          }}
        />
      </Stack>
    </Modal>
  );
}

function History({ history }: { history: DepositAccountView[] }) {
  if (history.length === 0) return null;
  return (
    <div>
      <Title order={2} size="h4" mb="xs">
        Previous accounts
      </Title>
      <Table aria-label="Previous accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Bank</Table.Th>
            <Table.Th>Used until</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.account_masked}</Table.Td>
              <Table.Td>{bankIdText(a)}</Table.Td>
              <Table.Td>{a.retired_at ? formatMoment(a.retired_at) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/**
 * /direct_deposit: where a contractor is paid (decision 0051). The main account takes the rest of each
 * paycheck; up to four split accounts take a percent of the whole net pay or a fixed amount first. Adding,
 * changing or removing a split account and replacing the main one each ask for the e-mailed code: the
 * two-factor modal replays the request, and the page hears it went through.
 */
export function DirectDepositPage() {
  const methods = usePayrollMethods();
  const [formKey, setFormKey] = useState(0);
  const [addingSplit, setAddingSplit] = useState(false);
  const [changing, setChanging] = useState<DepositAccountView | null>(null);
  const done = useCallback(() => {
    setFormKey((k) => k + 1);
    setAddingSplit(false);
    setChanging(null);
  }, []);
  useVerifiedChanges(done);

  if (methods.isPending) return <Loader role="status" aria-label="Loading" />;
  if (methods.isError) return <Alert color="red">{toApiError(methods.error).message}</Alert>;
  const { current, history, accounts } = methods.data;
  const hasSplits = accounts.some((a) => a.allocation.kind !== 'remainder');

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Direct Deposit</Title>
      {current ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="deposit-accounts-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="deposit-accounts-title">
              Your accounts
            </Title>
            {accounts.length < MAX_ACCOUNTS ? (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                variant="light"
                onClick={() => setAddingSplit(true)}
              >
                Add split account
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                At most {MAX_ACCOUNTS} accounts: remove one to add another.
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            Each paycheck pays the split accounts first, in this order — a percent of the whole net pay or a fixed
            amount, never more than is left — and your main account the rest.
          </Text>
          <SplitAccounts accounts={accounts} onChange={setChanging} />
        </Paper>
      ) : (
        <Text>You have no direct deposit account yet.</Text>
      )}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="md">
          {current ? 'Change main account' : 'Add account'}
        </Title>
        {current && (
          <Text size="sm" c="dimmed" mb="sm">
            For your security we e-mail you a code before your pay goes to a new account.
            {hasSplits && ' A new main account replaces all your accounts, the split ones too.'}
          </Text>
        )}
        <DepositAccountForm
          key={formKey}
          split={false}
          accounts={accounts}
          submitLabel={current ? 'Change account' : 'Save account'}
          onSaved={() => {
            toast.success(SAVED);
            setFormKey((k) => k + 1);
          }}
        />
      </Paper>
      <History history={history} />
      {addingSplit && <AddSplitModal accounts={accounts} onClose={() => setAddingSplit(false)} />}
      {changing && <ChangeSplitModal account={changing} accounts={accounts} onClose={() => setChanging(null)} />}
    </Stack>
  );
}
