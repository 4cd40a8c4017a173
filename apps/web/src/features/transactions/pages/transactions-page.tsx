import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { useTransactionsList } from '../api/get-transactions';
import { TransactionFilters } from '../components/ledger-filters';
import { transactionColumns } from '../components/transaction-columns';

/** /transactions: every posting to the pay/bill ledger (a recomputed week or an expense), newest first. */
export function TransactionsPage() {
  const list = useTransactionsList();
  const columns = useMemo(() => transactionColumns(), []);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Transactions</Title>
        <Anchor component={Link} to="/transaction_items">
          All items
        </Anchor>
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="transactions"
        noun="transactions"
        filters={<TransactionFilters list={list} />}
      />
    </Stack>
  );
}
