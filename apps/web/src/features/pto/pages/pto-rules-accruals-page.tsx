import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { toApiError } from '../../../lib/api/errors';
import { usePtoBalances } from '../../../components/pto-balances/get-pto-balances';
import { usePtoRulesList } from '../api/get-pto-rules';
import { hoursText } from '../../../components/hours';
import { ptoRuleColumns } from '../components/pto-rule-columns';
import { formatCalendarDate } from '../../../components/data-list/format';

function Balances() {
  const balances = usePtoBalances();
  const rows = balances.data?.data ?? [];
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          Balances
        </Title>
        {balances.isPending ? (
          <Text c="dimmed">Loading…</Text>
        ) : balances.isError ? (
          <Alert color="red" variant="light" role="alert" title="Could not load the balances">
            {toApiError(balances.error).message}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed">No contractor holds a PTO balance yet. Enrol contractors from a rule.</Text>
        ) : (
          <Table striped aria-label="PTO balances">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Contractor</Table.Th>
                <Table.Th>Rule</Table.Th>
                <Table.Th>Enrolled since</Table.Th>
                <Table.Th ta="right">Accrued</Table.Th>
                <Table.Th ta="right">Used</Table.Th>
                <Table.Th ta="right">Forfeited</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((b) => (
                <Table.Tr key={`${b.contractor.id}-${b.pto_rule.id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={`/pto_accruals?contractor_id=${b.contractor.id}`}>
                      {b.contractor.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{b.pto_rule.name}</Table.Td>
                  <Table.Td>{b.start_date ? formatCalendarDate(b.start_date) : 'Not enrolled'}</Table.Td>
                  <Table.Td ta="right">{hoursText(b.accrued_minutes)}</Table.Td>
                  <Table.Td ta="right">{hoursText(-b.used_minutes)}</Table.Td>
                  <Table.Td ta="right">{hoursText(-b.forfeited_minutes)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {hoursText(b.balance_minutes)}
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

/** /pto_rules_accruals ('PTO'): the rules with their enrolled counts, then every visible balance. */
export function PtoRulesAccrualsPage() {
  const list = usePtoRulesList();
  const columns = useMemo(() => ptoRuleColumns(), []);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>PTO</Title>
        <Group gap="sm">
          <Button component={Link} to="/pto_rules" variant="light">
            Manage rules
          </Button>
          <Button component={Link} to="/pto_accruals" variant="light">
            Accrual ledger
          </Button>
          <Button component={Link} to="/time_off_requests" variant="light">
            Time off requests
          </Button>
        </Group>
      </Group>
      <DataList list={list} columns={columns} tableName="pto_rules_accruals" noun="PTO rules" />
      <Balances />
    </Stack>
  );
}
