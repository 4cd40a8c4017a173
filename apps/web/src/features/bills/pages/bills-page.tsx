import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { useBillsList } from '../api/get-bills';
import { showsPartner } from '../components/bill-access';
import { billColumns } from '../components/bill-columns';
import { BillFilters } from '../components/bill-filters';

/**
 * /bills: what the platform charges partners — one bill per finalized invoice of a partner with a
 * platform fee (per hour billed or per invoice), voided with its invoice. Staff read every partner's
 * (with a partner column and filter), a partner its own; status and date filters, a page total per
 * currency, CSV.
 */
export function BillsPage() {
  const list = useBillsList();
  const subject = useSession()?.subject;
  const staff = subject !== undefined && showsPartner(subject);
  const severalCurrencies = new Set(list.rows.map((b) => b.currency)).size > 1;
  const columns = useMemo(() => billColumns({ showPartner: staff, severalCurrencies }), [staff, severalCurrencies]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Bills</Title>
        <Text c="dimmed" size="sm">
          The platform fee charged for each finalized invoice.
        </Text>
      </div>
      <DataList
        list={list}
        columns={columns}
        tableName="bills"
        noun="bills"
        filters={<BillFilters list={list} picksPartner={staff} />}
      />
    </Stack>
  );
}
