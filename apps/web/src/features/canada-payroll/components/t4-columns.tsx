import type { T4WorkerRow } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { cad } from '../lib/cad';

const box = (accessor: keyof T4WorkerRow & string, title: string, sortable = false): DataListColumn<T4WorkerRow> => ({
  accessor,
  title,
  textAlign: 'right',
  noWrap: true,
  sortable,
  render: (r) => cad(r[accessor] as string),
  total: { money: (r) => r[accessor] as string, by: () => 'CAD' },
});

/** The T4 list: a worker per row with the year's boxes; the partner for staff, who see several. */
export function t4Columns(showPartner: boolean): DataListColumn<T4WorkerRow>[] {
  const columns: DataListColumn<T4WorkerRow>[] = [
    { accessor: 'name', title: 'Worker', sortable: true, render: (r) => r.contractor.name },
    { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner.name },
    { accessor: 'province', title: 'Province', render: (r) => r.province ?? '—' },
    { accessor: 'paychecks', title: 'Paychecks', textAlign: 'right' },
    box('box_14', '14 Employment income', true),
    box('box_16', '16 CPP'),
    box('box_16a', '16A CPP2'),
    box('box_18', '18 EI'),
    box('box_22', '22 Income tax'),
    box('box_24', '24 EI insurable'),
    box('box_26', '26 CPP pensionable'),
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
