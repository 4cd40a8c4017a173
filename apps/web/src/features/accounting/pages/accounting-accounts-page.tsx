import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AccountingAccountView } from '@app/domain';
import { DataList } from '../../../components/data-list/data-list';
import type { DataListColumn } from '../../../components/data-list/columns';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { formatMoment } from '../../../components/data-list/format';
import { toast, toastError } from '../../../lib/notify';
import { useAccountsList, useConnection, useSyncAccounts } from '../api/accounting';
import { NoConnection } from '../components/connection-note';

/** /accounting_accounts (decision 0091): the connection's synced chart of accounts, with Sync accounts. */
export function AccountingAccountsPage() {
  const [params] = useSearchParams();
  const connectionId = params.get('connection_id');
  const connection = useConnection(connectionId);
  const sync = useSyncAccounts();
  const c = connection.data;
  return (
    <Stack gap="lg">
      <Title order={1}>Accounting Accounts</Title>
      {!connectionId ? (
        <NoConnection />
      ) : (
        <>
          <Group gap="sm">
            <Button
              variant="light"
              loading={sync.isPending}
              disabled={c?.status !== 'connected'}
              onClick={() =>
                void sync
                  .mutateAsync(connectionId)
                  .then((v) => toast.success(`Synced ${v.account_count} accounts`))
                  .catch(toastError)
              }
            >
              Sync accounts
            </Button>
            {c && (
              <Anchor component={Link} to={`/integrations/${c.provider}?connection_id=${c.id}`}>
                Back to {c.company_name ?? 'the integration'}
              </Anchor>
            )}
          </Group>
          <ChartList />
        </>
      )}
    </Stack>
  );
}

/** The chart itself: asked for only once a connection is chosen (its id is in the address). */
function ChartList() {
  const list = useAccountsList();
  const columns = useMemo<DataListColumn<AccountingAccountView>[]>(
    () => [
      { accessor: 'code', title: 'Code', sortable: true },
      { accessor: 'name', title: 'Name' },
      { accessor: 'type', title: 'Type' },
      {
        accessor: 'active',
        title: 'Status',
        render: (a) => (
          <Badge color={a.active ? 'green' : 'gray'} variant="light">
            {a.active ? 'Active' : 'Inactive'}
          </Badge>
        ),
      },
      { accessor: 'synced_at', title: 'Synced', render: (a) => formatMoment(a.synced_at) },
    ],
    [],
  );
  return (
    <DataList
      list={list}
      columns={columns}
      tableName="accounting_accounts"
      noun="accounts"
      filters={
        <>
          <TextFilter list={list} name="q" label="Search" placeholder="Code or name" search />
          <SelectFilter
            list={list}
            name="active"
            label="Status"
            data={[
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Inactive' },
            ]}
          />
        </>
      }
    />
  );
}
