import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CommissionView, DistributionView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { moneyIn, payoutLabel, payoutState, periodOf } from './distribution-format';
import { DistributionStatusBadge } from './distribution-status';

/**
 * The columns of /distributions; the partner's only for those who see several partners. The period opens
 * the distribution. Payable and what the partner still owes add up in the page total, per currency when
 * the page holds more than one.
 */
export function distributionColumns({
  showPartner,
  severalCurrencies,
}: {
  showPartner: boolean;
  severalCurrencies: boolean;
}): DataListColumn<DistributionView>[] {
  const by = severalCurrencies ? (d: DistributionView) => d.currency.toUpperCase() : undefined;
  const money = (d: DistributionView, v: string | null) => moneyIn(v, d.currency);
  const columns: DataListColumn<DistributionView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'period_start',
      title: 'Period',
      sortable: true,
      noWrap: true,
      render: (d) => (
        <Anchor component={Link} to={`/distributions/${d.id}`}>
          {periodOf(d)}
        </Anchor>
      ),
    },
    { accessor: 'partner.name', title: 'Partner', render: (d) => d.partner.name },
    { accessor: 'currency', title: 'Currency', render: (d) => d.currency.toUpperCase() },
    {
      accessor: 'cash',
      title: 'Cash collected',
      textAlign: 'right',
      noWrap: true,
      render: (d) => money(d, d.cash),
      total: { money: (d) => d.cash, by },
    },
    {
      accessor: 'margin',
      title: 'Margin',
      textAlign: 'right',
      noWrap: true,
      render: (d) => money(d, d.margin),
      total: { money: (d) => d.margin, by },
    },
    {
      accessor: 'payable',
      title: 'Payable',
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (d) => money(d, d.payable),
      total: { money: (d) => d.payable, by },
    },
    {
      accessor: 'partner_amount_due',
      title: 'Partner owes',
      textAlign: 'right',
      noWrap: true,
      render: (d) => money(d, d.partner_amount_due),
    },
    { accessor: 'line_count', title: 'Lines', textAlign: 'right' },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: (d) => <DistributionStatusBadge status={d.status} />,
    },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}

/** The columns of the commissions list (staff and sales partners): each with its own status and its payout. */
export function commissionColumns(): DataListColumn<CommissionView>[] {
  return [
    {
      accessor: 'period_start',
      title: 'Period',
      sortable: true,
      noWrap: true,
      render: (c) => (
        <Anchor component={Link} to={`/distributions/${c.distribution_id}`}>
          {periodOf(c)}
        </Anchor>
      ),
    },
    { accessor: 'sales_partner.name', title: 'Sales partner', render: (c) => c.sales_partner.name },
    { accessor: 'partner.name', title: 'Partner', render: (c) => c.partner.name },
    {
      accessor: 'basis',
      title: 'Basis',
      textAlign: 'right',
      noWrap: true,
      render: (c) => moneyIn(c.basis, c.currency),
    },
    {
      accessor: 'amount',
      title: 'Commission',
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (c) => moneyIn(c.amount, c.currency),
      total: { money: (c) => c.amount },
    },
    {
      accessor: 'payable',
      title: 'Payable',
      textAlign: 'right',
      noWrap: true,
      render: (c) => moneyIn(c.payable, c.currency),
    },
    { accessor: 'status', title: 'Status', render: (c) => <DistributionStatusBadge status={c.status} /> },
    {
      accessor: 'payout',
      title: 'Payout',
      render: (c) =>
        c.payout ? (
          <Text size="sm">
            {payoutLabel(c.payout)}
            {c.payout.status === 'returned' ? ` — ${payoutState(c.payout)}` : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {c.failure_reason ?? (c.status === 'paid' ? 'Nothing payable' : '—')}
          </Text>
        ),
    },
  ];
}
