import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  canEditPayrollBankAccounts,
  choosesPartner as staffChoosePartner,
  seesSeveralPartners,
  type PayrollBankAccountView,
} from '@app/domain';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { formatMoment } from '../../../components/data-list/format';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { toApiError } from '../../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import {
  PAYROLL_BANK_ACCOUNTS_PATH,
  useChangePayrollBankAccount,
  usePayrollBankAccountsList,
  usePayrollBankAccountsSaved,
  type AccountChange,
} from '../api/payroll-bank-accounts-api';
import { AddPayrollBankAccountModal } from '../components/add-payroll-bank-account-modal';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'retired', label: 'Retired' },
];

const DONE: Record<AccountChange, string> = {
  make_primary: 'is now the primary payroll account',
  retire: 'was retired',
};

/** A change the two-factor modal replayed with the code: the list is read again and the user told. */
function useVerifiedChanges() {
  const saved = usePayrollBankAccountsSaved();
  useEffect(() => {
    const onVerified = (e: Event) => {
      const request = (e as CustomEvent<{ request: TwoFactorRequest }>).detail?.request;
      if (request?.requestUrl.startsWith(PAYROLL_BANK_ACCOUNTS_PATH)) {
        toast.success('Payroll bank accounts saved');
        saved();
      }
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [saved]);
}

function ChangeButton({ account, change }: { account: PayrollBankAccountView; change: AccountChange }) {
  const mutation = useChangePayrollBankAccount();
  const retire = change === 'retire';
  return (
    <ConfirmButton
      label={retire ? 'Retire' : 'Make primary'}
      title={retire ? 'Retire this payroll account?' : 'Make this the primary payroll account?'}
      message={
        retire
          ? `${account.account_masked} will no longer be debited for payroll. It stays on record for the runs it funded.`
          : `Self-funded payroll runs will be debited from ${account.account_masked} from now on.`
      }
      confirmLabel={retire ? 'Retire account' : 'Make primary'}
      color={retire ? 'red' : undefined}
      variant="subtle"
      onConfirm={async () => {
        try {
          await mutation.mutateAsync({ id: account.id, change });
        } catch (error) {
          // The two-factor modal has the request now: this dialog steps aside.
          if (toApiError(error).silent) return;
          throw error;
        }
        toast.success(`${account.account_masked} ${DONE[change]}`);
      }}
    />
  );
}

/**
 * /payroll_bank_accounts: the accounts a self-funded partner's payroll runs are debited from before the
 * workers are paid (decision 0051). Numbers are masked; adding an account, making one primary and
 * retiring one ask for the e-mailed code. Staff see every partner's and name the partner of a new one.
 */
export function PayrollBankAccountsPage() {
  const subject = useSession()?.subject;
  const canEdit = subject !== undefined && canEditPayrollBankAccounts(subject);
  const manyPartners = subject !== undefined && seesSeveralPartners(subject);
  const choosesPartner = subject !== undefined && staffChoosePartner(subject);
  const list = usePayrollBankAccountsList();
  const partners = usePartnerOptions(manyPartners);
  const [adding, setAdding] = useState(false);
  useVerifiedChanges();

  const columns = useMemo<DataListColumn<PayrollBankAccountView>[]>(
    () => [
      ...(manyPartners
        ? [{ accessor: 'partner', title: 'Partner', render: (a: PayrollBankAccountView) => a.partner.name }]
        : []),
      { accessor: 'account_holder', title: 'Account holder', sortable: true },
      { accessor: 'bank_name', title: 'Bank', render: (a) => a.bank_name ?? '—' },
      { accessor: 'routing_masked', title: 'Routing', noWrap: true },
      {
        accessor: 'account_masked',
        title: 'Account',
        noWrap: true,
        render: (a) => (
          <Group gap={6} wrap="nowrap">
            <span>{a.account_masked}</span>
            {a.primary && (
              <Badge size="sm" variant="light">
                Primary
              </Badge>
            )}
          </Group>
        ),
      },
      {
        accessor: 'account_type',
        title: 'Type',
        render: (a) => (a.account_type === 'savings' ? 'Savings' : 'Checking'),
      },
      {
        accessor: 'status',
        title: 'Status',
        render: (a) => (
          <Badge color={a.status === 'active' ? 'green' : 'gray'} variant="light">
            {a.status === 'active' ? 'Active' : `Retired ${a.retired_at ? formatMoment(a.retired_at) : ''}`}
          </Badge>
        ),
      },
      { accessor: 'created_at', title: 'Added', sortable: true, render: (a) => formatMoment(a.created_at) },
      ...(canEdit
        ? [
            {
              accessor: 'actions',
              title: 'Actions',
              render: (a: PayrollBankAccountView) =>
                a.status === 'active' ? (
                  <Group gap={4} role="group" aria-label={`Actions for ${a.account_masked}`}>
                    {!a.primary && <ChangeButton account={a} change="make_primary" />}
                    <ChangeButton account={a} change="retire" />
                  </Group>
                ) : null,
            },
          ]
        : []),
    ],
    [canEdit, manyPartners],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Payroll Bank Accounts</Title>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add account
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        A self-funded payroll run is paid for by a debit from the primary account before anyone is paid; a run cannot be
        approved without one. Only the last four digits of a number are ever shown.
      </Text>
      <DataList
        list={list}
        columns={columns}
        tableName="payroll_bank_accounts"
        noun="payroll bank accounts"
        filters={
          <>
            {manyPartners && (
              <SelectFilter
                list={list}
                name="partner_id"
                label="Partner"
                placeholder="All partners"
                data={partners.data ?? []}
              />
            )}
            <SelectFilter list={list} name="status" label="Status" placeholder="Any status" data={STATUS_OPTIONS} />
          </>
        }
      />
      {adding && <AddPayrollBankAccountModal choosesPartner={choosesPartner} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
