import { Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { BenefitPlanDetail } from '@app/domain';
import { formatMoney } from '../../../components/data-list/format';
import { toastError } from '../../../lib/notify';
import { usePlans, useSetPlanActive, type PlanSource } from '../api/benefits';
import { planKindLabel, tierLabel, treatmentLabel } from './benefit-format';

const tiersText = (p: BenefitPlanDetail) =>
  p.tiers
    .map(
      (t) => `${tierLabel(t.tier)}: ${formatMoney(t.employee_monthly_cost)} / ${formatMoney(t.employer_monthly_cost)}`,
    )
    .join(' · ');

/** A source's plans: kind, tax treatment, each tier's monthly employee / employer cost, enrolled, active. */
export function PlansTable({ source, title, canManage }: { source: PlanSource; title: string; canManage: boolean }) {
  const plans = usePlans(source);
  const setActive = useSetPlanActive(source);
  const rows = plans.data?.data ?? [];
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Stack>
        <Title order={2} size="h4">
          {title}
        </Title>
        {plans.isPending ? (
          <Text size="sm">Loading…</Text>
        ) : rows.length === 0 ? (
          <Text size="sm">No plans yet.</Text>
        ) : (
          <Table aria-label={title} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                {source === 'partner' && <Table.Th>Partner</Table.Th>}
                <Table.Th>Kind</Table.Th>
                <Table.Th>Tax treatment</Table.Th>
                <Table.Th>Monthly cost (employee / employer)</Table.Th>
                <Table.Th ta="right">Enrolled</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name}</Table.Td>
                  {source === 'partner' && <Table.Td>{p.partner?.name}</Table.Td>}
                  <Table.Td>{planKindLabel(p.kind)}</Table.Td>
                  <Table.Td>{treatmentLabel(p.tax_treatment)}</Table.Td>
                  <Table.Td>{tiersText(p)}</Table.Td>
                  <Table.Td ta="right">{p.enrolled}</Table.Td>
                  <Table.Td>
                    {canManage ? (
                      <Button
                        size="xs"
                        variant="light"
                        color={p.active ? 'gray' : 'green'}
                        onClick={() => setActive.mutate({ id: p.id, active: !p.active }, { onError: toastError })}
                      >
                        {p.active ? 'Withdraw' : 'Offer again'}
                      </Button>
                    ) : (
                      <Badge variant="light" color={p.active ? 'green' : 'gray'}>
                        {p.active ? 'Offered' : 'Withdrawn'}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
