import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { picksClient } from '../../../components/reference/reference-access';
import { useSession } from '../../../lib/auth/use-session';
import { useInvoicesList } from '../api/get-invoices';
import { runsInvoices, seesAging, showsPartnerColumn } from '../components/invoice-access';
import { InvoiceAgingCard } from '../components/invoice-aging';
import { invoiceColumns } from '../components/invoice-columns';
import { InvoiceFilters } from '../components/invoice-filters';
import { RunInvoicesModal } from '../components/run-invoices-modal';

/**
 * /invoices: the invoices this user may see (the API scopes them; a client sees finalized ones only),
 * the AR aging above them for staff and partners, filters, CSV, and for the employer a Run invoices
 * dialog that previews before it writes drafts.
 */
export function InvoicesPage() {
  const list = useInvoicesList();
  const subject = useSession()?.subject;
  const [running, setRunning] = useState(false);
  const showPartner = subject !== undefined && showsPartnerColumn(subject);
  const severalCurrencies = new Set(list.rows.map((i) => i.currency)).size > 1;
  const columns = useMemo(() => invoiceColumns({ showPartner, severalCurrencies }), [showPartner, severalCurrencies]);
  const mayPickClient = subject !== undefined && picksClient(subject);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Invoices</Title>
        {subject && runsInvoices(subject) && (
          <Button leftSection={<IconFileInvoice size={16} aria-hidden />} onClick={() => setRunning(true)}>
            Run invoices
          </Button>
        )}
      </Group>
      {subject && seesAging(subject) && (
        <InvoiceAgingCard
          scope={{ client_id: list.state.filters.client_id, partner_id: list.state.filters.partner_id }}
        />
      )}
      <DataList
        list={list}
        columns={columns}
        tableName="invoices"
        noun="invoices"
        filters={<InvoiceFilters list={list} picksClient={mayPickClient} />}
      />
      {running && <RunInvoicesModal picksClient={mayPickClient} onClose={() => setRunning(false)} />}
    </Stack>
  );
}
