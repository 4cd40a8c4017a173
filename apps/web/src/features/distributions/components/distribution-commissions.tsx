import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DistributionDetail } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { usePayCommission } from '../api/pay-commission';
import { mayPayCommission } from './distribution-access';
import { moneyIn } from './distribution-format';
import { DistributionStatusBadge } from './distribution-status';

type Commission = DistributionDetail['commissions'][number];

/** Pays one commission by itself (staff): after a failed payout, once the sales partner has an account. */
function PayCommissionButton({ commission: c, currency }: { commission: Commission; currency: string }) {
  const pay = usePayCommission(c.id);
  const [key, renew] = useIdempotencyKey();
  return (
    <ConfirmButton
      label={c.status === 'failed' ? 'Pay commission again' : 'Pay commission'}
      title="Pay this commission?"
      message={`${c.sales_partner.name}'s commission (${moneyIn(c.amount, currency)}, with what it still owes netted) is credited to its default payout account.`}
      onConfirm={async () => {
        const after = await pay.mutateAsync(key);
        renew();
        if (after.status === 'paid') toast.success('Commission paid');
        else toast.error(after.failure_reason ?? 'The payout failed');
      }}
    />
  );
}

/** The sales partners' commissions on a distribution (staff and sales partners), each with its own status. */
export function DistributionCommissions({ distribution: d }: { distribution: DistributionDetail }) {
  const subject = useSession()?.subject;
  if (d.commissions.length === 0) return null;
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        Commissions
      </Title>
      <Stack gap={4}>
        {d.commissions.map((c) => (
          <Group key={c.id} justify="space-between">
            <Text>{c.sales_partner.name}</Text>
            <Group gap="sm">
              <Text>
                {moneyIn(c.amount, d.currency)} on {moneyIn(c.basis, d.currency)}
              </Text>
              <DistributionStatusBadge status={c.status} />
              {subject !== undefined && mayPayCommission(subject, c, d) && (
                <PayCommissionButton commission={c} currency={d.currency} />
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
