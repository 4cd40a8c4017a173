import type { Dashboard } from '@app/domain';
import { DashboardSections } from '../components/dashboard-sections';

/** A client: the hours awaiting its approval and their amount, what it spends, invoices to pay, POs near budget. */
export function ClientDashboard({ data }: { data: Dashboard }) {
  return (
    <DashboardSections
      data={data}
      plan={{
        todos: true,
        groups: [
          {
            label: 'Approvals and spend',
            keys: ['pending_time', 'spend_this_month', 'open_invoices', 'overdue_invoices'],
          },
        ],
        lists: ['invoices_to_pay', 'purchase_orders_near_budget'],
      }}
    />
  );
}
