import type { Dashboard } from '@app/domain';
import { DashboardSections } from '../components/dashboard-sections';

/** A sales partner: the partners it referred, what they billed, its commissions earned and paid. */
export function SalesPartnerDashboard({ data }: { data: Dashboard }) {
  return (
    <DashboardSections
      data={data}
      plan={{
        todos: false,
        groups: [
          {
            label: 'Referrals and commissions',
            keys: ['referred_partners', 'billing_window', 'commissions_earned', 'commissions_paid'],
          },
        ],
        lists: [],
      }}
    />
  );
}
