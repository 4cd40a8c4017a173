import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PayrollRunDetail } from '@app/domain';
import { Link, useParams } from 'react-router';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { BackLink, DetailGate, Field } from '../../../components/reference/detail-parts';
import { useSession } from '../../../lib/auth/use-session';
import { usePayrollRun } from '../api/get-payroll-run';
import { useVerifiedApproval } from '../components/approve-run-button';
import { PayrollRunStatusBadge } from '../components/payroll-run-status';
import { opensSource, runsPayrollOf } from '../components/payroll-runs-access';
import { RunActions } from '../components/run-actions';
import { RunBankFiles } from '../components/run-bank-files';
import { RunFunding } from '../components/run-funding';
import { RunProgress } from '../components/run-progress';
import { RunRecovery } from '../components/run-recovery';
import { RunTotals } from '../components/run-totals';
import { RunWorkers } from '../components/run-workers';
import { TaxLiabilitiesSection } from '../components/tax-liabilities';
import { FUNDING_LABELS, issuesPaychecks, periodText, plural } from '../lib/payroll-format';

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
      {approvable(run) && <Field label="Funding deadline">{text(formatCalendarDate(run.funding_deadline))}</Field>}
      {run.approved_at && <Field label="Approved">{text(formatMoment(run.approved_at))}</Field>}
    </SimpleGrid>
  );
}

/** Not approved yet: the funding deadline still matters. */
const approvable = (run: Pick<PayrollRunDetail, 'status'>) => run.status === 'pre_draft' || run.status === 'pending';

/** The day approval is needed by, and what happens past it; once approved late, how the pay day moved. */
function FundingNotice({ run }: { run: PayrollRunDetail }) {
  if (run.pay_date_moved_from)
    return (
      <Alert color="yellow" variant="light" title="Approved after the funding deadline">
        Approved after the funding deadline: pay day moved from {formatCalendarDate(run.pay_date_moved_from)} to{' '}
        {formatCalendarDate(run.pay_date)}.
      </Alert>
    );
  if (run.status === 'pending' && new Date().toISOString().slice(0, 10) > run.funding_deadline)
    return (
      <Alert color="yellow" variant="light" title="The funding deadline has passed">
        The funding deadline was {formatCalendarDate(run.funding_deadline)}: approved now, the run pays two banking days
        after the approval instead of {formatCalendarDate(run.pay_date)}.
      </Alert>
    );
  return null;
}

/** A run that ended with transfers the bank returned: how many, and where their return codes are. */
function FailedTransfers({ run }: { run: PayrollRunDetail }) {
  const failed = run.workers.filter((w) => w.transfer?.status === 'failed').length;
  if (failed === 0 || (run.status !== 'partially_paid' && run.status !== 'failed')) return null;
  return (
    <Alert color="red" variant="light" title="Some paychecks were not paid">
      {plural(failed, 'transfer')} returned by the bank: each one&apos;s return code is in the workers table.
    </Alert>
  );
}

/**
 * /payroll_runs/:id: one run — its status, period, pay date and funding, totals that foot, and every
 * worker's paycheck (each linking to its paycheck page); the employer recomputes, excludes and includes
 * workers, submits for approval, reopens and approves (behind the e-mailed code), by status; everyone else
 * reads. While processing, the progress is read again every few seconds until the run ends; from approval
 * on each worker's transfer shows, and the run's paychecks are a link away; from submission on, its tax
 * liabilities by agency and return, footing to their totals; from approval on, for those who may read them,
 * its bank files (decision 0066) to download.
 */
export function PayrollRunPage() {
  const { id = '' } = useParams();
  const query = usePayrollRun(id);
  const session = useSession();
  useVerifiedApproval(id);
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
            <FundingNotice run={run} />
            <FailedTransfers run={run} />
            <RunFunding run={run} />
            {run.status === 'processing' && <RunProgress run={run} />}
            <Paper withBorder p="lg">
              <RunFields run={run} />
            </Paper>
            {issuesPaychecks(run.status) && session && opensSource(session.user, '/paychecks') && (
              <Anchor component={Link} to={`/paychecks?payroll_run_id=${run.id}`}>
                See paychecks
              </Anchor>
            )}
            <RunTotals run={run} />
            {run.status !== 'pre_draft' && <TaxLiabilitiesSection run={run} />}
            <RunBankFiles run={run} subject={session?.subject ?? null} />
            <RunWorkers run={run} changes={changes && run.status === 'pre_draft'} />
            {issuesPaychecks(run.status) && <RunRecovery runId={run.id} />}
          </Stack>
        );
      }}
    </DetailGate>
  );
}
