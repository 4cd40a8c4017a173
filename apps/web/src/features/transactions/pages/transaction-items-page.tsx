import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { totalsOf, useTransactionItemsList } from '../api/get-transaction-items';
import { itemColumns } from '../components/item-columns';
import { ItemFilters } from '../components/ledger-filters';
import { LedgerTotalsPanel } from '../components/ledger-totals';

/** /transaction_items: the ledger's pay and bill lines, filtered, with the net of every matching line. */
export function TransactionItemsPage() {
  const list = useTransactionItemsList();
  const columns = useMemo(() => itemColumns({ showTransaction: true }), []);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Transaction Items</Title>
        <Anchor component={Link} to="/transactions">
          Transactions
        </Anchor>
      </Group>
      <LedgerTotalsPanel totals={totalsOf(list)} label="Totals of the matching items" />
      <DataList
        list={list}
        columns={columns}
        tableName="transaction_items"
        noun="transaction items"
        filters={<ItemFilters list={list} />}
      />
    </Stack>
  );
}
