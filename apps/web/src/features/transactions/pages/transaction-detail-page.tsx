import 'mantine-datatable/styles.css';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { visibleColumns } from '../../../components/data-list/columns';
import { Field } from '../../../components/record-page/record-fields';
import { useSession } from '../../../lib/auth/use-session';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { useTransaction } from '../api/get-transaction';
import { itemColumns } from '../components/item-columns';
import { LedgerTotalsPanel } from '../components/ledger-totals';
import { transactionTitle } from '../components/transaction-columns';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

/** /transactions/:id: one posting with its items; reversals show beside the items they reverse. */
export function TransactionDetailPage() {
  const { id = '' } = useParams();
  const query = useTransaction(id);
  const subject = useSession()?.subject ?? null;
  // One transaction's items as loaded: no sort to offer, and no per-column toggles (the datatable's are
  // unnamed buttons nested in the header cells: axe button-name, nested-interactive).
  const columns = useMemo(
    () =>
      visibleColumns(itemColumns({ showTransaction: false }), subject).map((c) => ({
        ...c,
        sortable: false,
        toggleable: false,
      })),
    [subject],
  );
  return (
    <DetailGate query={query} noun="transaction">
      {(t) => (
        <Stack gap="lg">
          <BackLink to="/transactions" label="Transactions" />
          <Group gap="sm">
            <Title order={1}>{transactionTitle(t)}</Title>
            <StatusBadge of="transactionStatus" value={t.status} />
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
                <Text>{formatMoment(t.created_at)}</Text>
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
      )}
    </DetailGate>
  );
}
