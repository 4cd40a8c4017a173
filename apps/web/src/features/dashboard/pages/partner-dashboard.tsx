import type { Dashboard } from '@app/domain';
import { DashboardSections } from '../components/dashboard-sections';

/** A partner: its to-dos, invoices, distributions, the margin trend, payroll and purchase orders. */
export function PartnerDashboard({ data }: { data: Dashboard }) {
  return (
    <DashboardSections
      data={data}
      plan={{
        todos: true,
        groups: [
          { label: 'Time and invoices', keys: ['pending_time', 'onboarding', 'open_invoices', 'overdue_invoices'] },
          {
            label: 'Payroll and distributions',
            keys: ['pending_payroll_runs', 'distributions_calculated', 'distributions_approved', 'distributions_paid'],
          },
        ],
        lists: ['next_payroll_runs', 'last_payroll_run', 'purchase_orders_near_budget'],
      }}
    />
  );
}
