import { Alert, Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconPlus } from '@tabler/icons-react';
import type { PayoutMethodView } from '@app/domain';
import { useCallback, useEffect, useState } from 'react';
import { accountText } from '../../../components/bank-accounts/bank-account-format';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { usePayoutMethods } from '../api/get-payout-methods';
import { PAYOUT_METHODS_PATH, usePayoutMethodsSaved } from '../api/payout-method-keys';
import { AddPayoutMethodModal } from '../components/add-payout-method-modal';
import { changesPayoutMethods, showsPayoutOwner } from '../components/payout-method-access';
import { PayoutMethodTable } from '../components/payout-method-table';

/** What a replayed request was, by its method and path. */
function changeOf(r: TwoFactorRequest): 'added' | 'made_default' | 'removed' | null {
  const method = r.requestMethod.toUpperCase();
  if (method === 'POST' && r.requestUrl === PAYOUT_METHODS_PATH) return 'added';
  if (!r.requestUrl.startsWith(`${PAYOUT_METHODS_PATH}/`)) return null;
  if (method === 'POST' && r.requestUrl.endsWith('/make_default')) return 'made_default';
  return method === 'DELETE' ? 'removed' : null;
}

/**
 * The two-factor modal replays a change the API held for the e-mailed code, and announces it: then the
 * dialog closes, the user is told, and the list is read again.
 */
function useVerifiedChanges(onAdded: () => void) {
  const saved = usePayoutMethodsSaved();
  useEffect(() => {
    const onVerified = (e: Event) => {
      const detail = (e as CustomEvent<{ request: TwoFactorRequest; result: unknown }>).detail;
      const change = detail ? changeOf(detail.request) : null;
      if (!change) return;
      const account = detail!.result as PayoutMethodView | undefined;
      const text = account?.account_masked ? accountText(account) : null;
      if (change === 'added') {
        toast.success(text ? `Payout account added: ${text}` : 'Payout account added');
        onAdded();
      } else if (change === 'made_default') {
        toast.success(text ? `${text} is now the default account` : 'Default account changed');
      } else {
        toast.success('Bank account removed');
      }
      saved();
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [onAdded, saved]);
}

function NoAccounts({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <EmptyState
      icon={<IconBuildingBank size={32} aria-hidden />}
      withIndicatorBackground
      title="No payout accounts yet"
      description={
        onAdd
          ? 'Add the bank account your distributions and commissions are paid to.'
          : 'No partner, sales partner or EOR has added a payout account yet.'
      }
      role="status"
      py="xl"
    >
      {onAdd && (
        <EmptyState.Actions>
          <Button variant="light" onClick={onAdd}>
            Add bank account
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/**
 * /payout_methods: the bank accounts the user's organization (a partner, a sales partner, the EOR) is paid
 * its distributions and commissions in (decision 0060), masked: bank, last four digits, routing. Add bank
 * account (US or Canadian), Make default (one per currency) and Remove each ask for the e-mailed code
 * through the two-factor modal. A platform admin reads every payee's accounts and changes none.
 */
export function PayoutMethodsPage() {
  const subject = useSession()?.subject;
  const canChange = subject !== undefined && changesPayoutMethods(subject);
  const showOwner = subject !== undefined && showsPayoutOwner(subject);
  const accounts = usePayoutMethods();
  const [adding, setAdding] = useState(false);
  const closeAdd = useCallback(() => setAdding(false), []);
  useVerifiedChanges(closeAdd);
  const rows = accounts.data ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Payout Methods</Title>
        {canChange && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add bank account
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Distributions and commissions are paid to the default account of their currency. Only the last four digits of an
        account number are ever shown.
      </Text>
      {accounts.isPending ? (
        <PageLoader />
      ) : accounts.isError ? (
        <Alert color="red" variant="light" role="alert" title="Could not load the payout accounts">
          {toApiError(accounts.error).message}
        </Alert>
      ) : rows.length === 0 ? (
        <NoAccounts onAdd={canChange ? () => setAdding(true) : null} />
      ) : (
        <Paper withBorder>
          <PayoutMethodTable accounts={rows} showOwner={showOwner} canChange={canChange} />
        </Paper>
      )}
      {adding && <AddPayoutMethodModal onClose={closeAdd} onAdded={closeAdd} />}
    </Stack>
  );
}
