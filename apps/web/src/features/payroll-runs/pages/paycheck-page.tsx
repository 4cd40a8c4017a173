import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PaycheckDetail } from '@app/domain';
import { useParams } from 'react-router';
import { formatCalendarDate, formatDateRange } from '../../../components/data-list/format';
import { BackLink, DetailGate, Field } from '../../../components/reference/detail-parts';
import { useSession } from '../../../lib/auth/use-session';
import { usePaycheck } from '../api/get-paycheck';
import { PaycheckCorrectionActions, PaycheckLinks, useVerifiedCorrection } from '../components/paycheck-corrections';
import { PaycheckDeposits } from '../components/paycheck-deposits';
import { PaycheckItems } from '../components/paycheck-items';
import { PaycheckSections, PaycheckSummary } from '../components/paycheck-sections';
import { PaycheckYtd } from '../components/paycheck-ytd';
import { PayrollRunStatusBadge } from '../components/payroll-run-status';
import { opensSource, runsPayrollOf } from '../components/payroll-runs-access';
import { DownloadPayStubButton } from '../components/download-pay-stub-button';
import { classificationLabel, moneyIn } from '../lib/payroll-format';

const text = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

/** A total: its label over its value, named by the label for assistive technology. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </div>
  );
}

function PaycheckFields({ paycheck: p }: { paycheck: PaycheckDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Field label="Worker">{text(p.contractor.name)}</Field>
      <Field label="Partner">{text(p.partner.name)}</Field>
      <Field label="Classification">{text(classificationLabel(p.classification))}</Field>
      <Field label="Period">{text(formatDateRange(p.period_start, p.period_end))}</Field>
      <Field label="Check date">{text(formatCalendarDate(p.check_date))}</Field>
      <Field label="Work state">{text(p.work_state)}</Field>
    </SimpleGrid>
  );
}

/**
 * /paychecks/:id: one paycheck of a run — gross, net and employer cost, every line by section (earnings,
 * pre-tax deductions, employee taxes, employer taxes, post-tax deductions) with its base and amount, how
 * they foot to the net pay and the employer's cost, the year to date, the engine's warnings, and the ledger
 * items behind the earnings, each linked to its timesheet. A paycheck the engine refused shows the refusal in
 * red instead of empty sections. The employer voids, reissues and re-sends (decision 0050); the links between
 * original, reversal and reissue and every transfer are shown.
 */
export function PaycheckPage() {
  const { id = '' } = useParams();
  const query = usePaycheck(id);
  const session = useSession();
  const user = session?.user;
  useVerifiedCorrection(id);
  return (
    <DetailGate query={query} noun="paycheck">
      {(paycheck) => {
        const runLink = `/payroll_runs/${paycheck.payroll_run_id}`;
        const money = (amount: string) => moneyIn(amount, paycheck.currency);
        return (
          <Stack gap="lg">
            {user && opensSource(user, runLink) && <BackLink to={runLink} label="Payroll run" />}
            <Group justify="space-between" align="flex-start">
              <Group gap="sm">
                <Title order={1}>
                  {paycheck.reversal_of_id ? 'Reversing paycheck' : 'Paycheck'} · {paycheck.contractor.name}
                </Title>
                <PayrollRunStatusBadge status={paycheck.run_status} size="lg" />
              </Group>
              <Group gap="sm">
                {!paycheck.refusal && <DownloadPayStubButton paycheck={paycheck} />}
                {session && runsPayrollOf(session.subject, session.user.partner?.id ?? null, paycheck) && (
                  <PaycheckCorrectionActions paycheck={paycheck} />
                )}
              </Group>
            </Group>
            {paycheck.warnings.length > 0 && (
              <Alert color="yellow" variant="light" title="Warnings">
                <Stack gap={4}>
                  {paycheck.warnings.map((w) => (
                    <Text key={w} size="sm">
                      {w}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            <Paper withBorder p="lg">
              <PaycheckFields paycheck={paycheck} />
            </Paper>
            {paycheck.refusal ? (
              <Alert color="red" variant="light" title="This paycheck could not be figured">
                {paycheck.refusal}
              </Alert>
            ) : (
              <>
                <Paper withBorder p="lg" component="section" aria-label="Paycheck figures">
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <Figure label="Gross pay" value={money(paycheck.gross)} />
                    <Figure label="Net pay" value={money(paycheck.net)} />
                    <Figure label="Employer cost" value={money(paycheck.employer_cost)} />
                  </SimpleGrid>
                </Paper>
                <PaycheckSections paycheck={paycheck} />
                <Group align="flex-start" gap="lg" grow preventGrowOverflow={false}>
                  <PaycheckSummary paycheck={paycheck} />
                  <PaycheckYtd paycheck={paycheck} />
                </Group>
                <PaycheckDeposits paycheckId={paycheck.id} currency={paycheck.currency} />
                <PaycheckLinks paycheck={paycheck} />
                <PaycheckItems paycheck={paycheck} />
              </>
            )}
          </Stack>
        );
      }}
    </DetailGate>
  );
}
