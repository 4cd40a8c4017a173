import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdjustmentView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate } from '../../../components/data-list/format';
import { directionLabel, invoiceName, moneyIn, typeLabelOf, type AdjustmentTypes } from '../lib/adjustment-format';
import { AdjustmentStatus } from './adjustment-status';

/**
 * The columns of /adjustments; the partner's only for those who see several partners. The date opens
 * the adjustment, the invoice that charged it opens the invoice. The signed amounts (a credit is
 * negative) add up in the page total, per currency when the page holds more than one.
 */
export function adjustmentColumns({
  showPartner,
  severalCurrencies,
  types,
}: {
  showPartner: boolean;
  severalCurrencies: boolean;
  types: AdjustmentTypes;
}): DataListColumn<AdjustmentView>[] {
  const by = severalCurrencies ? (a: AdjustmentView) => a.currency.toUpperCase() : undefined;
  const columns: DataListColumn<AdjustmentView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'date',
      title: 'Date',
      sortable: true,
      noWrap: true,
      render: (a) => (
        <Anchor component={Link} to={`/adjustments/${a.id}`}>
          {formatCalendarDate(a.date)}
        </Anchor>
      ),
    },
    { accessor: 'payer.name', title: 'Client', render: (a) => a.payer.name },
    { accessor: 'partner.name', title: 'Partner', render: (a) => a.partner.name },
    { accessor: 'type', title: 'Type', render: (a) => typeLabelOf(types, a.type) },
    { accessor: 'direction', title: 'Direction', render: (a) => directionLabel(a.direction) },
    {
      accessor: 'signed_amount',
      title: 'Amount',
      sortable: true,
      sortKey: 'amount',
      textAlign: 'right',
      noWrap: true,
      render: (a) => moneyIn(a.signed_amount, a.currency),
      total: { money: (a) => a.signed_amount, by },
    },
    { accessor: 'currency', title: 'Currency', render: (a) => a.currency.toUpperCase() },
    {
      accessor: 'description',
      title: 'Description',
      render: (a) => (
        <Text size="sm" lineClamp={2}>
          {a.description}
        </Text>
      ),
    },
    { accessor: 'status', title: 'Status', render: (a) => <AdjustmentStatus adjustment={a} /> },
    {
      accessor: 'invoice_charged_against',
      title: 'Invoice',
      noWrap: true,
      render: (a) =>
        a.invoice_charged_against ? (
          <Anchor component={Link} to={`/invoices/${a.invoice_charged_against.id}`}>
            {invoiceName(a.invoice_charged_against)}
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
