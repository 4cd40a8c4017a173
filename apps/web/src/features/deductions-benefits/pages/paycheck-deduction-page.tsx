import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatCalendarDate, formatMoney } from '../../../components/data-list/format';
import { ReasonDialog } from '../../../components/reason-dialog';
import { BackLink, DetailGate, Field } from '../../../components/reference/detail-parts';
import { toast } from '../../../lib/notify';
import { useDeduction, useStopDeduction, type DeductionDetail } from '../api/deductions';
import { kindLabel, perPaycheckText } from '../components/deduction-format';
import { DeductionStatusBadge } from '../components/deduction-status';

const text = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

/** What each approved paycheck did with the deduction: asked (with arrears), taken, arrears left. */
function Takes({ d }: { d: DeductionDetail }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="takes-title">
      <Title order={2} size="h4" mb="sm" id="takes-title">
        Paychecks
      </Title>
      {d.takes.length === 0 ? (
        <Text size="sm">No approved paycheck has taken it yet.</Text>
      ) : (
        <Table aria-label="Paychecks" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Check date</Table.Th>
              <Table.Th ta="right">Asked</Table.Th>
              <Table.Th ta="right">Taken</Table.Th>
              <Table.Th ta="right">Arrears after</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.takes.map((t) => (
              <Table.Tr key={t.paycheck_id}>
                <Table.Td>
                  <Anchor component={Link} to={`/paychecks/${t.paycheck_id}`}>
                    {formatCalendarDate(t.check_date)}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(t.asked)}</Table.Td>
                <Table.Td ta="right">{formatMoney(t.taken)}</Table.Td>
                <Table.Td ta="right">{formatMoney(t.arrears_after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function StopButton({ d }: { d: DeductionDetail }) {
  const [asking, setAsking] = useState(false);
  const stop = useStopDeduction(d.id);
  return (
    <>
      <Button color="red" variant="light" onClick={() => setAsking(true)}>
        Stop deduction
      </Button>
      {asking && (
        <ReasonDialog
          title="Stop this deduction?"
          description="Paychecks from the next preview on no longer take it; what was taken stays."
          requiredMessage="Say why it stops"
          maxLength={200}
          confirmLabel="Stop deduction"
          onClose={() => setAsking(false)}
          onConfirm={async (reason) => {
            await stop.mutateAsync(reason);
            toast.success('Deduction stopped');
            setAsking(false);
          }}
        />
      )}
    </>
  );
}

/**
 * /paycheck_deductions/:id: one deduction — what it asks, the order behind a garnishment, what approved
 * paychecks took (each linked to its paycheck), the balance of a loan or advance and the arrears carried.
 * The employer may stop it (asked for a reason first).
 */
export function PaycheckDeductionPage() {
  const { id = '' } = useParams();
  const query = useDeduction(id);
  return (
    <DetailGate query={query} noun="deduction">
      {(d) => (
        <Stack gap="lg">
          <BackLink to="/paycheck_deductions" label="Paycheck deductions" />
          <Group justify="space-between">
            <Group>
              <Title order={1}>{d.label}</Title>
              <DeductionStatusBadge status={d.status} />
            </Group>
            {d.can_manage && !d.stopped_at && <StopButton d={d} />}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Field label="Taken to date">{text(formatMoney(d.taken_to_date))}</Field>
            <Field label="Balance">{text(d.balance === null ? null : formatMoney(d.balance))}</Field>
            <Field label="Arrears">
              <Text c={d.arrears !== '0.00' ? 'red' : undefined} fw={d.arrears !== '0.00' ? 700 : undefined}>
                {formatMoney(d.arrears)}
              </Text>
            </Field>
            <Field label="Asks">{text(perPaycheckText(d))}</Field>
          </SimpleGrid>
          <Paper withBorder p="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              <Field label="Worker">{text(d.contractor.name)}</Field>
              <Field label="Partner">{text(d.partner.name)}</Field>
              <Field label="Kind">{text(kindLabel(d.kind))}</Field>
              <Field label="Amount to repay">{text(d.goal_amount && formatMoney(d.goal_amount))}</Field>
              <Field label="Starts">{text(formatCalendarDate(d.start_date))}</Field>
              <Field label="Ends">{text(d.end_date && formatCalendarDate(d.end_date))}</Field>
              {d.stopped_at && <Field label="Stopped because">{text(d.stop_reason)}</Field>}
              {d.order && (
                <>
                  <Field label="Case number">{text(d.order.case_number)}</Field>
                  <Field label="Issued by">{text(d.order.issuer)}</Field>
                  <Field label="Received">{text(formatCalendarDate(d.order.received_date))}</Field>
                  <Field label="Priority">{text(String(d.order.priority))}</Field>
                </>
              )}
            </SimpleGrid>
          </Paper>
          <Takes d={d} />
        </Stack>
      )}
    </DetailGate>
  );
}
