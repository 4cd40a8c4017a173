import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { optionsOf, SelectFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import { useSession } from '../../../lib/auth/use-session';
import { DateRangeFilter } from '../../../components/data-list/date-range-filter';
import { useContractorOptions } from '../../../components/reference/contractor-options';
import { usePtoAccrualsList } from '../api/get-pto-accruals';
import { accrualColumns } from '../components/accrual-columns';
import { readsOwnAccruals } from '../components/pto-access';
import { BalanceCards } from '../../../components/pto-balances/balance-cards';

/** Staff and partners narrow the ledger to one contractor (a balance's link arrives with one chosen). */
function ContractorFilter<Row>({ list }: { list: ListQuery<Row> }) {
  const options = useContractorOptions();
  return <SelectFilter list={list} name="contractor_id" label="Contractor" data={options.data ?? []} />;
}

/** /pto_accruals: the accrual ledger (a contractor: its own, with its balance on top). */
export function PtoAccrualsPage() {
  const list = usePtoAccrualsList();
  const subject = useSession()?.subject;
  const contractor = subject !== undefined && readsOwnAccruals(subject);
  const columns = useMemo(() => accrualColumns({ showContractor: !contractor }), [contractor]);
  return (
    <Stack gap="lg">
      <Title order={1}>PTO Accruals</Title>
      {contractor && <BalanceCards />}
      <DataList
        list={list}
        columns={columns}
        tableName="pto_accruals"
        noun="PTO ledger entries"
        filters={
          <>
            {!contractor && <ContractorFilter list={list} />}
            <SelectFilter list={list} name="kind" label="Kind" data={optionsOf('ptoLedgerKind')} />
            <DateRangeFilter list={list} label="Effective" />
          </>
        }
      />
    </Stack>
  );
}
