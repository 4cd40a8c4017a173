import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PayrollRunDetail, PayrollRunWorker } from '@app/domain';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { toast, toastError } from '../../../lib/notify';
import { useSetWorkerExclusion } from '../api/set-worker-exclusion';
import { classificationLabel, moneyIn, totalsByCurrency } from '../lib/payroll-format';
import { TransferCell } from './transfer-status';

const money = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** The worker's name: a link to the paycheck when the engine figured one (a refusal or an exclusion has none). */
function WorkerName({ worker: w }: { worker: PayrollRunWorker }) {
  const opens = w.paycheck_id !== null && !w.refusal && !w.excluded;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        {opens ? (
          <Anchor component={Link} to={`/paychecks/${w.paycheck_id}`} size="sm">
            {w.contractor.name}
          </Anchor>
        ) : (
          <Text size="sm" inherit>
            {w.contractor.name}
          </Text>
        )}
        {w.excluded && (
          <Badge variant="outline" color="gray" size="sm" tt="none">
            Excluded
          </Badge>
        )}
      </Group>
      {w.refusal && (
        <Text size="xs" c="red.9" fw={600}>
          Refused: {w.refusal}
        </Text>
      )}
      {w.warnings.map((warning) => (
        <Text key={warning} size="xs">
          Warning: {warning}
        </Text>
      ))}
    </Stack>
  );
}

/** Exclude (asking first) or Include again, for the employer of a pre-draft run. */
function WorkerActions({ run, worker: w }: { run: PayrollRunDetail; worker: PayrollRunWorker }) {
  const exclusion = useSetWorkerExclusion(run.id);
  const name = w.contractor.name;
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={`Actions for ${name}`}>
      {w.excluded ? (
        <Button
          variant="light"
          size="xs"
          loading={exclusion.isPending}
          onClick={() =>
            exclusion.mutate(
              { contractor_id: w.contractor.id, excluded: false },
              { onSuccess: () => toast.success(`${name} is back in the run`), onError: toastError },
            )
          }
        >
          Include again
        </Button>
      ) : (
        <ConfirmButton
          label="Exclude"
          title={`Exclude ${name} from this run?`}
          message={`${name}'s paycheck is taken out and the run recomputed; the approved time stays for a later run. Include again brings it back.`}
          confirmLabel="Exclude"
          color="red"
          onConfirm={async () => {
            await exclusion.mutateAsync({ contractor_id: w.contractor.id, excluded: true });
            toast.success(`${name} excluded`);
          }}
        />
      )}
    </Group>
  );
}

/**
 * Every worker of the run: classification, work state, the paycheck's figures and how many ledger items
 * its earnings came from; a refused worker with the engine's reason in red, an excluded one greyed. The
 * footer is the run's totals. From approval on, each worker's transfer: how it is paid, its status and any
 * bank return code. `changes`: the employer on a pre-draft run (Exclude, Include again).
 */
export function RunWorkers({ run, changes }: { run: PayrollRunDetail; changes: boolean }) {
  // Transfers exist from approval on: the column shows then.
  const transfers = run.workers.some((w) => w.transfer !== null) || !['pre_draft', 'pending'].includes(run.status);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="run-workers-title">
      <Title order={2} size="h4" mb="xs" id="run-workers-title">
        Workers
      </Title>
      {run.workers.length === 0 ? (
        <Text size="sm">No approved, unpaid time or expenses up to the end of this period.</Text>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table aria-label="Workers" verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Worker</Table.Th>
                <Table.Th scope="col">Classification</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col" ta="right">
                  Gross
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Employee taxes
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Deductions
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Net
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Employer taxes
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Items
                </Table.Th>
                {transfers && <Table.Th scope="col">Transfer</Table.Th>}
                {changes && <Table.Th scope="col">Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {run.workers.map((w) => (
                <Table.Tr
                  key={w.contractor.id}
                  data-excluded={w.excluded || undefined}
                  style={w.excluded ? { color: 'var(--mantine-color-dimmed)' } : undefined}
                >
                  <Table.Td>
                    <WorkerName worker={w} />
                  </Table.Td>
                  <Table.Td>{classificationLabel(w.classification)}</Table.Td>
                  <Table.Td>{w.work_state ?? '—'}</Table.Td>
                  <Table.Td {...money}>{blankWhen(w, w.gross)}</Table.Td>
                  <Table.Td {...money}>{blankWhen(w, w.employee_taxes)}</Table.Td>
                  <Table.Td {...money}>{blankWhen(w, w.deductions)}</Table.Td>
                  <Table.Td {...money}>{blankWhen(w, w.net)}</Table.Td>
                  <Table.Td {...money}>{blankWhen(w, w.employer_taxes)}</Table.Td>
                  <Table.Td ta="right">{w.excluded ? '—' : w.item_count}</Table.Td>
                  {transfers && (
                    <Table.Td>
                      <TransferCell transfer={w.transfer ?? null} />
                    </Table.Td>
                  )}
                  {changes && (
                    <Table.Td>
                      <WorkerActions run={run} worker={w} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              {/* A total per currency: a Canadian or international worker's pay is never added to dollars. */}
              {totalsByCurrency(run.workers).map(([currency, t], k, all) => (
                <Table.Tr key={currency}>
                  <Table.Th scope="row" colSpan={3}>
                    {all.length > 1 ? `Total ${currency}` : 'Total'}
                  </Table.Th>
                  <Table.Td {...money} fw={700}>
                    {moneyIn(t.gross, currency)}
                  </Table.Td>
                  <Table.Td {...money} fw={700}>
                    {moneyIn(t.employee_taxes, currency)}
                  </Table.Td>
                  <Table.Td {...money} fw={700}>
                    {moneyIn(t.deductions, currency)}
                  </Table.Td>
                  <Table.Td {...money} fw={700}>
                    {moneyIn(t.net, currency)}
                  </Table.Td>
                  <Table.Td {...money} fw={700}>
                    {moneyIn(t.employer_taxes, currency)}
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {k === 0 ? run.workers.reduce((n, w) => n + (w.excluded ? 0 : w.item_count), 0) : ''}
                  </Table.Td>
                  {transfers && <Table.Td />}
                  {changes && <Table.Td />}
                </Table.Tr>
              ))}
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** A refused or excluded worker has no figures: a dash, not $0.00. */
const blankWhen = (w: PayrollRunWorker, amount: string) =>
  w.excluded || w.refusal ? '—' : moneyIn(amount, w.currency);
