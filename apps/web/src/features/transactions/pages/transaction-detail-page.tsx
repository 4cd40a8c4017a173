import 'mantine-datatable/styles.css';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { visibleColumns } from '../../../components/data-list/columns';
import { formatDateTime } from '../../../components/data-list/format';
import { PageLoader } from '../../../components/page-loader';
import { Field } from '../../../components/record-page/record-fields';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { useTransaction } from '../api/get-transaction';
import { itemColumns } from '../components/item-columns';
import { LedgerTotalsPanel } from '../components/ledger-totals';
import { transactionTitle } from '../components/transaction-columns';

/** /transactions/:id: one posting with its items; reversals show beside the items they reverse. */
export function TransactionDetailPage() {
  const { id = '' } = useParams();
  const query = useTransaction(id);
  const subject = useSession()?.subject ?? null;
  const columns = useMemo(() => visibleColumns(itemColumns({ showTransaction: false }), subject), [subject]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const error = toApiError(query.error);
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the transaction">
        {error.message}
      </Alert>
    );
  }
  const t = query.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/transactions" size="sm">
        Back to transactions
      </Anchor>
      <Group gap="sm">
        <Title order={1}>{transactionTitle(t)}</Title>
        <Badge variant="light">{t.status}</Badge>
      </Group>
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="Contractor">
            <Text>{t.contractor.name}</Text>
          </Field>
          <Field label="Partner">
            <Text>{t.partner.name}</Text>
          </Field>
          <Field label="Employer">
            <Text>{t.employer_key === 'platform' ? 'Platform (EOR)' : t.partner.name}</Text>
          </Field>
          <Field label="Reason">
            <Text>{t.reason}</Text>
          </Field>
          <Field label="Posted">
            <Text>{formatDateTime(t.created_at)}</Text>
          </Field>
          <Field label="Posted by">
            <Text>{t.created_by?.name ?? 'System'}</Text>
          </Field>
        </SimpleGrid>
      </Paper>
      <LedgerTotalsPanel totals={t.totals} label="Transaction totals" />
      {t.items.length === 0 ? (
        <Text c="dimmed">This transaction has no items.</Text>
      ) : (
        <DataTable
          withTableBorder
          borderRadius="sm"
          striped
          aria-label="Items"
          columns={columns}
          records={t.items}
          idAccessor="id"
        />
      )}
    </Stack>
  );
}
