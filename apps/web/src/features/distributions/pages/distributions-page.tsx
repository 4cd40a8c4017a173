import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useCommissionsList, useDistributionsList } from '../api/get-distributions';
import { CalculateDistributionModal } from '../components/calculate-distribution-modal';
import { managesDistributions, seesCommissions, showsPartnerColumn } from '../components/distribution-access';
import { commissionColumns, distributionColumns } from '../components/distribution-columns';
import { STATUS_OPTIONS } from '../components/distribution-format';

const CURRENCY_OPTIONS = [
  { value: 'usd', label: 'USD' },
  { value: 'cad', label: 'CAD' },
];

function DistributionsList() {
  const list = useDistributionsList();
  const subject = useSession()?.subject;
  const showPartner = subject !== undefined && showsPartnerColumn(subject);
  const severalCurrencies = new Set(list.rows.map((d) => d.currency)).size > 1;
  const columns = useMemo(
    () => distributionColumns({ showPartner, severalCurrencies }),
    [showPartner, severalCurrencies],
  );
  return (
    <DataList
      list={list}
      columns={columns}
      tableName="distributions"
      noun="distributions"
      filters={
        <>
          <SelectFilter list={list} name="status" label="Status" data={STATUS_OPTIONS} />
          <SelectFilter list={list} name="currency" label="Currency" data={CURRENCY_OPTIONS} />
        </>
      }
    />
  );
}

function CommissionsList() {
  const list = useCommissionsList();
  const columns = useMemo(() => commissionColumns(), []);
  return <DataList list={list} columns={columns} tableName="commissions" noun="commissions" />;
}

/**
 * /distributions: each partner's share of the cash its clients paid, per period — the partner its own, a
 * sales partner its referrals' (the API scopes them) — with filters and CSV; staff calculate a period,
 * and staff and sales partners read the commissions accrued on the same cash.
 */
export function DistributionsPage() {
  const subject = useSession()?.subject;
  const navigate = useNavigate();
  const [calculating, setCalculating] = useState(false);
  const manages = subject !== undefined && managesDistributions(subject);
  const commissions = subject !== undefined && seesCommissions(subject);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Distributions</Title>
        {manages && (
          <Button leftSection={<IconCalculator size={16} aria-hidden />} onClick={() => setCalculating(true)}>
            Calculate
          </Button>
        )}
      </Group>
      {commissions ? (
        <Tabs defaultValue="distributions" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="distributions">Distributions</Tabs.Tab>
            <Tabs.Tab value="commissions">Commissions</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="distributions">
            <DistributionsList />
          </Tabs.Panel>
          <Tabs.Panel value="commissions">
            <CommissionsList />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <DistributionsList />
      )}
      {calculating && (
        <CalculateDistributionModal
          onClose={() => setCalculating(false)}
          onCalculated={(d) => {
            setCalculating(false);
            navigate(`/distributions/${d.id}`);
          }}
        />
      )}
    </Stack>
  );
}
