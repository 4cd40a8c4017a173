import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { BenefitEnrollmentView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate, formatMoney } from '../../../components/data-list/format';
import { STATUS_COLORS, tierLabel } from './benefit-format';

export const enrollmentColumns: DataListColumn<BenefitEnrollmentView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  {
    accessor: 'plan.name',
    title: 'Plan',
    render: (r) => (
      <Anchor component={Link} to={`/benefits/${r.id}`}>
        {r.plan.name}
      </Anchor>
    ),
  },
  { accessor: 'contractor.name', title: 'Worker', render: (r) => r.contractor.name },
  { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner.name },
  { accessor: 'tier', title: 'Coverage', render: (r) => tierLabel(r.tier) },
  {
    accessor: 'employee_monthly_cost',
    title: 'Employee a month',
    textAlign: 'right',
    render: (r) => formatMoney(r.employee_monthly_cost),
  },
  {
    accessor: 'employer_monthly_cost',
    title: 'Employer a month',
    textAlign: 'right',
    render: (r) => formatMoney(r.employer_monthly_cost),
  },
  { accessor: 'dependent_count', title: 'Dependents', textAlign: 'right' },
  { accessor: 'start_date', title: 'Starts', sortable: true, render: (r) => formatCalendarDate(r.start_date) },
  {
    accessor: 'status',
    title: 'Status',
    render: (r) => (
      <Badge variant="light" color={STATUS_COLORS[r.status]}>
        {r.status}
      </Badge>
    ),
  },
];
