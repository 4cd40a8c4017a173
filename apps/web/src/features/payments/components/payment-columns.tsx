import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { PaymentView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate } from '../../../components/data-list/format';
import { methodLabel, moneyIn } from '../lib/payment-format';
import { AllocationStatus, PaymentStatus } from './payment-status';

/**
 * The columns of /payments; the partner's only for those who see several partners. The date opens the
 * payment. Amounts add up in the page total, per currency when the page holds more than one.
 */
export function paymentColumns({
  showPartner,
  severalCurrencies,
}: {
  showPartner: boolean;
  severalCurrencies: boolean;
}): DataListColumn<PaymentView>[] {
  const by = severalCurrencies ? (p: PaymentView) => p.currency.toUpperCase() : undefined;
  const money = (
    title: string,
    accessor: keyof PaymentView & string,
    sortable = false,
  ): DataListColumn<PaymentView> => ({
    accessor,
    title,
    sortable,
    textAlign: 'right',
    noWrap: true,
    render: (p) => moneyIn(p[accessor] as string, p.currency),
    total: { money: (p) => p[accessor] as string, by },
  });
  const columns: DataListColumn<PaymentView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'payment_date',
      title: 'Date',
      sortable: true,
      noWrap: true,
      render: (p) => (
        <Anchor component={Link} to={`/payments/${p.id}`}>
          {formatCalendarDate(p.payment_date)}
        </Anchor>
      ),
    },
    { accessor: 'client.name', title: 'Client', render: (p) => p.client.name },
    { accessor: 'partner.name', title: 'Partner', render: (p) => p.partner.name },
    { accessor: 'method', title: 'Method', render: (p) => methodLabel(p.method) },
    { accessor: 'reference', title: 'Reference', render: (p) => p.reference ?? '—' },
    money('Amount', 'amount', true),
    money('Applied', 'allocated_amount'),
    money('Unapplied', 'unapplied_amount'),
    {
      accessor: 'allocation_status',
      title: 'Allocation',
      render: (p) => <AllocationStatus payment={p} />,
    },
    { accessor: 'status', title: 'Status', render: (p) => <PaymentStatus payment={p} /> },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
