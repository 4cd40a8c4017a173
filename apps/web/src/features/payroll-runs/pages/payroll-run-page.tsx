import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PayrollRunDetail } from '@app/domain';
import { useParams } from 'react-router';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { BackLink, DetailGate, Field } from '../../../components/reference/detail-parts';
import { useSession } from '../../../lib/auth/use-session';
import { usePayrollRun } from '../api/get-payroll-run';
import { PayrollRunStatusBadge } from '../components/payroll-run-status';
import { runsPayrollOf } from '../components/payroll-runs-access';
import { RunActions } from '../components/run-actions';
import { RunTotals } from '../components/run-totals';
import { RunWorkers } from '../components/run-workers';
import { FUNDING_LABELS, periodText, plural } from '../lib/payroll-format';

const text = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

function RunFields({ run }: { run: PayrollRunDetail }) {
  const excluded = run.workers.filter((w) => w.excluded).length;
  const workers = [
    plural(run.worker_count, 'paycheck'),
    run.refused_count > 0 ? `${run.refused_count} refused` : null,
    excluded > 0 ? `${excluded} excluded` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Field label="Partner">{text(run.partner.name)}</Field>
      <Field label="Period">{text(periodText(run))}</Field>
      <Field label="Pay date">{text(formatCalendarDate(run.pay_date))}</Field>
      <Field label="Funding">{text(FUNDING_LABELS[run.funding])}</Field>
      <Field label="Workers">{text(workers)}</Field>
      <Field label="Previewed">{text(run.previewed_at ? formatMoment(run.previewed_at) : null)}</Field>
    </SimpleGrid>
  );
}

/**
 * /payroll_runs/:id: one run — its status, period, pay date and funding, totals that foot, and every
 * worker's paycheck (each linking to its paycheck page); the employer recomputes, excludes and includes
 * workers, submits for approval and reopens, by status; everyone else reads.
 */
export function PayrollRunPage() {
  const { id = '' } = useParams();
  const query = usePayrollRun(id);
  const session = useSession();
  return (
    <DetailGate query={query} noun="payroll run">
      {(run) => {
        const changes = session !== null && runsPayrollOf(session.subject, session.user.partner?.id ?? null, run);
        return (
          <Stack gap="lg">
            <BackLink to="/payroll_runs" label="Payroll runs" />
            <Group justify="space-between" align="flex-start">
              <Group gap="sm">
                <Title order={1}>Payroll run · {periodText(run)}</Title>
                <PayrollRunStatusBadge status={run.status} size="lg" />
              </Group>
              {changes && <RunActions run={run} />}
            </Group>
            {!changes && (
              <Text size="sm" role="note">
                Read only: the employer runs this payroll.
              </Text>
            )}
            {run.refused_count > 0 && (
              <Alert color="red" variant="light" title="Some workers could not be figured">
                {plural(run.refused_count, 'worker')} refused by the payroll engine: each one&apos;s reason is in the
                workers table. The run cannot be submitted until they are excluded or their records fixed.
              </Alert>
            )}
            <Paper withBorder p="lg">
              <RunFields run={run} />
            </Paper>
            <RunTotals run={run} />
            <RunWorkers run={run} changes={changes && run.status === 'pre_draft'} />
          </Stack>
        );
      }}
    </DetailGate>
  );
}
