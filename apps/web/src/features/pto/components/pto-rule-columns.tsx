import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { PtoRuleView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { hoursText, METHOD_LABELS } from '../../../components/hours';
import { ActiveBadge } from '../../../components/status-badge';

const earns = (r: PtoRuleView) =>
  r.method === 'per_hour_worked'
    ? `${r.accrual_rate ?? '—'} h per hour worked`
    : `${hoursText(r.minutes_per_period ?? 0)} per period`;

export function ptoRuleColumns(): DataListColumn<PtoRuleView>[] {
  return [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (r) => (
        <Anchor component={Link} to={`/pto_rules/${r.id}`}>
          {r.name}
        </Anchor>
      ),
    },
    { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner?.name ?? 'Platform' },
    { accessor: 'method', title: 'Method', render: (r) => METHOD_LABELS[r.method] },
    { accessor: 'earns', title: 'Earns', render: earns },
    {
      accessor: 'balance_cap_minutes',
      title: 'Balance cap',
      render: (r) => (r.balance_cap_minutes === null ? 'None' : hoursText(r.balance_cap_minutes)),
    },
    {
      accessor: 'carry_over_cap_minutes',
      title: 'Carry-over cap',
      render: (r) => (r.carry_over_cap_minutes === null ? 'All' : hoursText(r.carry_over_cap_minutes)),
    },
    { accessor: 'enrolled_count', title: 'Enrolled', textAlign: 'right' },
    { accessor: 'balance_minutes', title: 'Balances', textAlign: 'right', render: (r) => hoursText(r.balance_minutes) },
    {
      accessor: 'active',
      title: 'Status',
      render: (r) => <ActiveBadge active={r.active} />,
    },
  ];
}
