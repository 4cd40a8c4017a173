import { Alert, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { seesSeveralPartners } from '@app/domain';
import { useMemo } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { useCanadaPayroll, useT4WorkersList } from '../api/get-canada-payroll';
import { DepositFilesTable } from '../components/deposit-files-table';
import { RemittancesTable } from '../components/remittances-table';
import { t4Columns } from '../components/t4-columns';
import { Td1Defaults } from '../components/td1-defaults';

/** This year and the two before: a T4 season looks back at last year while this one runs. */
function yearOptions(now = new Date()) {
  const year = now.getFullYear();
  return [year, year - 1, year - 2].map(String);
}

/**
 * /canada-payroll (issue 13): admin-like users and a Canada-enabled partner's payroll users. One year at a
 * time (`?year=`, shared by every section): the engine's TD1 defaults and CPP/EI figures, the monthly CRA
 * remittances, the CPA-005 deposit files, and the T4 figures per worker with CSV.
 */
export function CanadaPayrollPage() {
  const list = useT4WorkersList();
  const years = useMemo(() => yearOptions(), []);
  const year = list.state.filters.year ?? years[0]!;
  const summary = useCanadaPayroll(year);
  const subject = useSession()?.subject;
  const columns = useMemo(() => t4Columns(subject !== undefined && seesSeveralPartners(subject)), [subject]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Canada Payroll</Title>
        <Select
          label="Year"
          data={years}
          value={year}
          onChange={(next) => list.setFilter('year', next === years[0] ? null : next)}
          allowDeselect={false}
          w={120}
        />
      </Group>
      {summary.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Loading the Canadian payroll…</Text>
        </Group>
      ) : summary.isError ? (
        <Alert color="red" title="The Canadian payroll could not be loaded">
          {summary.error.message}
        </Alert>
      ) : (
        <>
          <Stack gap="xs" component="section" aria-label="CRA remittances">
            <Title order={2} size="h4">
              CRA remittances
            </Title>
            <RemittancesTable summary={summary.data} />
            <Text size="xs" c="dimmed">
              {summary.data.note}
            </Text>
          </Stack>
          <Stack gap="xs" component="section" aria-label="Deposit files">
            <Title order={2} size="h4">
              CPA-005 deposit files
            </Title>
            <DepositFilesTable files={summary.data.files} year={summary.data.year} />
          </Stack>
          <Stack gap="xs" component="section" aria-label="TD1 defaults">
            <Title order={2} size="h4">
              TD1 defaults and contribution figures
            </Title>
            <Td1Defaults td1={summary.data.td1} year={summary.data.year} />
          </Stack>
        </>
      )}
      <Stack gap="xs" component="section" aria-label="T4 workers">
        <Title order={2} size="h4">
          T4 figures by worker
        </Title>
        <DataList list={list} columns={columns} tableName="t4_workers" noun="workers" />
      </Stack>
    </Stack>
  );
}
