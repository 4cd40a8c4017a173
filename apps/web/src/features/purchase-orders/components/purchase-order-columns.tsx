import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { labelOf, type PurchaseOrderView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate } from '../../../components/data-list/format';
import { inMeasure, validity } from '../lib/purchase-order-format';
import { BudgetBar } from './budget-bar';
import { PurchaseOrderStatus } from './purchase-order-status';

/**
 * The columns of /purchase_orders; the partner's only for those who see several partners. The number
 * opens the PO; budget, consumed and remaining read in its measure (hours or money).
 */
export function purchaseOrderColumns({ showPartner }: { showPartner: boolean }): DataListColumn<PurchaseOrderView>[] {
  const columns: DataListColumn<PurchaseOrderView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'number',
      title: 'Number',
      sortable: true,
      noWrap: true,
      render: (po) => (
        <Anchor component={Link} to={`/purchase_orders/${po.id}`}>
          {po.number}
        </Anchor>
      ),
    },
    { accessor: 'client.name', title: 'Client', render: (po) => po.client.name },
    { accessor: 'partner.name', title: 'Partner', render: (po) => po.partner.name },
    { accessor: 'budget_kind', title: 'Budget in', render: (po) => labelOf('purchaseOrderBudgetKind', po.budget_kind) },
    { accessor: 'budget', title: 'Budget', textAlign: 'right', noWrap: true, render: (po) => inMeasure(po, po.budget) },
    {
      accessor: 'consumed',
      title: 'Consumed',
      textAlign: 'right',
      noWrap: true,
      render: (po) => inMeasure(po, po.consumed),
    },
    {
      accessor: 'remaining',
      title: 'Remaining',
      textAlign: 'right',
      noWrap: true,
      render: (po) => inMeasure(po, po.remaining),
    },
    { accessor: 'percent_used', title: '% used', render: (po) => <BudgetBar po={po} /> },
    {
      accessor: 'starts_on',
      title: 'Valid',
      sortable: true,
      noWrap: true,
      render: (po) => validity(po, formatCalendarDate),
    },
    { accessor: 'status', title: 'Status', render: (po) => <PurchaseOrderStatus po={po} /> },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
