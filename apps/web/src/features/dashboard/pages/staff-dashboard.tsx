import type { Dashboard } from '@app/domain';
import { DashboardSections } from '../components/dashboard-sections';

/** Admin and EOR staff: approvals, onboarding, overdue invoices and AR aging, payroll runs, the margin trend. */
export function StaffDashboard({ data }: { data: Dashboard }) {
  return (
    <DashboardSections
      data={data}
      plan={{
        todos: true,
        groups: [
          {
            label: 'Work and billing',
            keys: [
              'pending_time',
              'onboarding',
              'open_invoices',
              'overdue_invoices',
              'pending_payroll_runs',
              'failed_payroll_runs',
            ],
          },
          {
            label: 'Receivables by age',
            keys: ['receivables', 'aging_current', 'aging_1_30', 'aging_31_60', 'aging_over_60'],
          },
        ],
        lists: ['next_payroll_runs', 'last_payroll_run'],
      }}
    />
  );
}
