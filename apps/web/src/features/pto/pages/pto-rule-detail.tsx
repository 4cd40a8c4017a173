import { Alert, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { isAdminLike, type PtoRuleView } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EditableRecordPage } from '../../../components/record-page/editable-record-page';
import { Field } from '../../../components/record-page/record-fields';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useDeletePtoRule } from '../api/delete-pto-rule';
import { useEnrollments } from '../api/get-enrollments';
import { usePtoRule } from '../api/get-pto-rule';
import { useRunYearEnd } from '../api/run-year-end';
import { useUnenroll } from '../api/unenroll';
import { useUpdatePtoRule } from '../api/update-pto-rule';
import { AdjustBalanceButton } from '../components/adjust-balance-button';
import { ConfirmButton } from '../../../components/confirm-button';
import { EnrollForm } from '../components/enroll-form';
import { hoursText, METHOD_LABELS } from '../../../components/hours';
import { checkUpdate, PtoRuleForm, ptoRuleValuesFrom, usePtoRuleForm } from '../components/pto-rule-form';
import { ActiveBadge } from '../../../components/status-badge';
import { formatCalendarDate } from '../../../components/data-list/format';

function EditRule({ row, onDone }: { row: PtoRuleView; onDone: () => void }) {
  const update = useUpdatePtoRule(row.id);
  const form = usePtoRuleForm(
    () => ptoRuleValuesFrom(row),
    checkUpdate,
    async (body) => {
      await update.mutateAsync(body);
      toast.success();
      onDone();
    },
  );
  return <PtoRuleForm form={form} submitLabel="Save changes" creating={false} onCancel={onDone} />;
}

function RuleDetails({ row }: { row: PtoRuleView }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Field label="Partner">
        <Text>{row.partner?.name ?? 'Platform rule'}</Text>
      </Field>
      <Field label="Method">
        <Text>{METHOD_LABELS[row.method]}</Text>
      </Field>
      <Field label="Earns">
        <Text>
          {row.method === 'per_hour_worked'
            ? `${row.accrual_rate} h per hour worked`
            : `${hoursText(row.minutes_per_period ?? 0)} per pay period`}
        </Text>
      </Field>
      <Field label="Balance cap">
        <Text>{row.balance_cap_minutes === null ? 'No cap' : hoursText(row.balance_cap_minutes)}</Text>
      </Field>
      <Field label="Carry-over cap">
        <Text>
          {row.carry_over_cap_minutes === null ? 'Everything carries over' : hoursText(row.carry_over_cap_minutes)}
        </Text>
      </Field>
      <Field label="Enrolled">
        <Text>
          {row.enrolled_count} · {hoursText(row.balance_minutes)} in balances
        </Text>
      </Field>
    </SimpleGrid>
  );
}

function Enrollments({ row }: { row: PtoRuleView }) {
  const enrollments = useEnrollments(row.id);
  const unenroll = useUnenroll(row.id);
  const rows = enrollments.data ?? [];
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          Enrolled contractors
        </Title>
        {enrollments.isPending ? (
          <Text c="dimmed">Loading…</Text>
        ) : enrollments.isError ? (
          <Alert color="red" variant="light" role="alert" title="Could not load the enrolled contractors">
            {toApiError(enrollments.error).message}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed">No contractors are enrolled in this rule yet.</Text>
        ) : (
          <Table striped aria-label="Enrolled contractors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Contractor</Table.Th>
                <Table.Th>Since</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
                {row.can_enroll && (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.contractor.name}</Table.Td>
                  <Table.Td>{formatCalendarDate(e.start_date)}</Table.Td>
                  <Table.Td ta="right">{hoursText(e.balance_minutes)}</Table.Td>
                  {row.can_enroll && (
                    <Table.Td ta="right">
                      <AdjustBalanceButton ruleId={row.id} contractor={e.contractor} />
                      <ConfirmButton
                        label="Unenroll"
                        title={`Unenroll ${e.contractor.name}?`}
                        message="They stop accruing under this rule. Their balance and ledger stay."
                        color="red"
                        variant="subtle"
                        onConfirm={async () => {
                          await unenroll.mutateAsync(e.id);
                          toast.success(`${e.contractor.name} unenrolled`);
                        }}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {row.can_enroll && <EnrollForm ruleId={row.id} partnerId={row.partner?.id ?? null} />}
      </Stack>
    </Paper>
  );
}

function YearEnd({ row }: { row: PtoRuleView }) {
  const run = useRunYearEnd(row.id);
  const [year, setYear] = useState<number | string>(new Date().getFullYear() - 1);
  if (row.carry_over_cap_minutes === null) return null;
  // A cleared field is '' (not year 0): nothing to close until a year is typed.
  const valid = typeof year === 'number' && Number.isInteger(year) && year >= 2000 && year <= 2100;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          Year-end carry-over
        </Title>
        <Text size="sm" c="dimmed">
          Runs by itself every January for the year just ended; run it now to close a year early. Each year is closed
          once.
        </Text>
        <Group align="flex-end">
          <NumberInput
            label="Year"
            value={year}
            onChange={setYear}
            min={2000}
            max={2100}
            allowDecimal={false}
            error={valid ? null : 'Enter a year from 2000 to 2100'}
            w={140}
          />
          <ConfirmButton
            label="Run year end"
            disabled={!valid}
            title={`Close ${year}?`}
            message={`Balances above ${hoursText(row.carry_over_cap_minutes)} on December 31, ${year} are forfeited.`}
            color="orange"
            onConfirm={async () => {
              const r = await run.mutateAsync(Number(year));
              toast.success(`${r.forfeits} balance(s) cut, ${hoursText(r.minutes)} forfeited`);
            }}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/** One PTO rule: its terms (editable by who manages it), enrolled contractors, and the year-end run. */
export function PtoRuleDetail({ id }: { id: string }) {
  const query = usePtoRule(id);
  const remove = useDeletePtoRule(id);
  const navigate = useNavigate();
  const subject = useSession()?.subject;
  return (
    <EditableRecordPage
      query={query}
      noun="PTO rule"
      back={{ to: '/pto_rules', label: 'PTO Rules' }}
      title={(row) => row.name}
      badge={(row) => <ActiveBadge active={row.active} size="lg" />}
      maxWidth={1000}
      canEdit={(row) => row.can_edit}
      edit={(row, done) => <EditRule row={row} onDone={done} />}
      details={(row) => <RuleDetails row={row} />}
      actions={(row) =>
        row.can_edit && (
          <ConfirmButton
            label="Delete"
            title={`Delete ${row.name}?`}
            message="A rule with ledger entries cannot be deleted; deactivate it instead."
            color="red"
            onConfirm={async () => {
              await remove.mutateAsync();
              toast.success('PTO rule deleted');
              navigate('/pto_rules');
            }}
          />
        )
      }
      after={(row) => (
        <>
          <Enrollments row={row} />
          {subject && isAdminLike(subject.userType) && <YearEnd row={row} />}
        </>
      )}
    />
  );
}
