import { Stack, Title } from '@mantine/core';
import type { Dashboard } from '@app/domain';
import { BalanceCards } from '../../../components/pto-balances/balance-cards';
import { DashboardSections } from '../components/dashboard-sections';

/** A contractor: this week's hours and what awaits approval, its pay, PTO balance and onboarding left. */
export function ContractorDashboard({ data, showsPto }: { data: Dashboard; showsPto: boolean }) {
  return (
    <DashboardSections
      data={data}
      plan={{
        todos: true,
        groups: [{ label: 'Time and pay', keys: ['time_this_week', 'pending_time', 'next_pay_day', 'last_net_pay'] }],
        lists: ['pay_stubs'],
        extra: showsPto && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              PTO balance
            </Title>
            <BalanceCards />
          </Stack>
        ),
      }}
    />
  );
}
