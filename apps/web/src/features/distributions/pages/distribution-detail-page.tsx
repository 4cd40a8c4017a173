import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { DistributionDetail } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { DownloadButton } from '../../../components/download-button';
import { formatMoment } from '../../../components/data-list/format';
import { BackLink, DetailGate, Field } from '../../../components/reference/detail-parts';
import { downloadBlob } from '../../../lib/api/download';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useApproveDistribution } from '../api/approve-distribution';
import { usePayDistribution } from '../api/pay-distribution';
import { useDistribution } from '../api/get-distribution';
import { DISTRIBUTIONS_PATH } from '../api/distribution-keys';
import { mayApprove, mayPay } from '../components/distribution-access';
import { distributionTitle, moneyIn, periodOf } from '../components/distribution-format';
import { DistributionCommissions } from '../components/distribution-commissions';
import { DistributionLinesTable } from '../components/distribution-lines-table';
import { DistributionStatusBadge } from '../components/distribution-status';
import { PayoutHistory } from '../components/payout-history';

const text = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

function Totals({ distribution: d }: { distribution: DistributionDetail }) {
  const money = (v: string | null) => text(moneyIn(v, d.currency));
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
      <Field label="Cash collected">{money(d.cash)}</Field>
      <Field label="Sales tax collected">{money(d.sales_tax)}</Field>
      <Field label="Margin">{money(d.margin)}</Field>
      <Field label="Partner amount">{money(d.partner_amount)}</Field>
      <Field label="Carried in">{money(d.carried_in)}</Field>
      <Field label="Payable">{money(d.payable)}</Field>
      <Field label="Partner owes (carried forward)">{money(d.partner_amount_due)}</Field>
      {d.platform_revenue !== null && <Field label="Platform revenue">{money(d.platform_revenue)}</Field>}
      <Field label="Calculated">{text(formatMoment(d.calculated_at))}</Field>
      <Field label="Approved">
        {text(d.approved_at ? `${formatMoment(d.approved_at)} by ${d.approved_by?.name ?? '—'}` : null)}
      </Field>
    </SimpleGrid>
  );
}

function PayButton({ distribution: d }: { distribution: DistributionDetail }) {
  const pay = usePayDistribution(d.id);
  const [key, renew] = useIdempotencyKey();
  return (
    <ConfirmButton
      label={d.status === 'failed' ? 'Pay again' : 'Pay'}
      variant="filled"
      title="Pay this distribution?"
      message={
        <>
          {moneyIn(d.payable, d.currency)} is credited to {d.partner.name}&apos;s default payout account — by an ACH
          (CCD) entry, or a CPA-005 credit to a Canadian account — and the commissions on it to their sales partners.
          Without a payout account a payout fails and says why.
        </>
      }
      onConfirm={async () => {
        const after = await pay.mutateAsync(key);
        // Answered: another attempt (after a failure) is a new intent.
        renew();
        if (after.status === 'paid') toast.success('Distribution paid');
        else toast.error(after.failure_reason ?? 'The payout failed');
      }}
    />
  );
}

function ApproveButton({ distribution: d }: { distribution: DistributionDetail }) {
  const approve = useApproveDistribution(d.id);
  return (
    <ConfirmButton
      label="Approve"
      variant="filled"
      title="Approve this distribution?"
      message={
        <>
          {d.partner.name} is owed {moneyIn(d.payable, d.currency)} for {periodOf(d)}. Once approved the distribution is
          never recalculated: cash returned later is clawed back on a later period.
        </>
      }
      onConfirm={async () => {
        await approve.mutateAsync();
        toast.success('Distribution approved');
      }}
    />
  );
}

/**
 * /distributions/:id: a partner's distribution of one period — its totals, which foot to the lines, the
 * trace of every line to its invoice line, payment allocation and paychecks, the commissions on it (staff
 * and sales partners) with their own status and Pay, the payouts (a returned one kept), Approve for staff
 * while it is calculated, Pay once approved (again once failed), and the lines as CSV.
 */
export function DistributionDetailPage() {
  const { id = '' } = useParams();
  const query = useDistribution(id);
  const subject = useSession()?.subject;
  return (
    <DetailGate query={query} noun="distribution">
      {(d) => (
        <Stack gap="lg">
          <BackLink to="/distributions" label="Distributions" />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>{distributionTitle(d)}</Title>
              <DistributionStatusBadge status={d.status} size="lg" />
            </Group>
            <Group gap="sm">
              <DownloadButton
                label="Export CSV"
                download={() =>
                  downloadBlob(
                    `${DISTRIBUTIONS_PATH}/${d.id}/lines`,
                    { format: 'csv' },
                    `distribution-${d.period_start}.csv`,
                  )
                }
              />
              {subject !== undefined && mayApprove(subject, d) && <ApproveButton distribution={d} />}
              {subject !== undefined && mayPay(subject, d) && <PayButton distribution={d} />}
            </Group>
          </Group>
          {d.status === 'approved' && (
            <Alert color="blue" variant="light" title="Approved, not yet paid">
              Pay credits {moneyIn(d.payable, d.currency)} to the partner&apos;s default payout account.
            </Alert>
          )}
          {d.status === 'paid' && d.payout_account_last4 && (
            <Alert color="green" variant="light" title="Paid">
              {moneyIn(d.payable, d.currency)} credited to the account ending {d.payout_account_last4} (
              {d.currency === 'cad' ? 'CPA-005 reference' : 'ACH trace'} {d.payout_trace_number ?? '—'}).
            </Alert>
          )}
          {d.failure_reason && (
            <Alert color="red" variant="light" title="The payout failed">
              {d.failure_reason}
            </Alert>
          )}
          <Paper withBorder p="lg">
            <Totals distribution={d} />
          </Paper>
          <DistributionCommissions distribution={d} />
          <PayoutHistory payouts={d.payouts} />
          <Title order={2} size="h3">
            Lines
          </Title>
          {d.lines.length === 0 ? (
            <Text c="dimmed">No cash reached this partner&apos;s invoices in the period.</Text>
          ) : (
            <DistributionLinesTable distribution={d} />
          )}
        </Stack>
      )}
    </DetailGate>
  );
}
