import { Anchor } from '@mantine/core';
import { DOCUMENT_TEMPLATE_CATEGORY_LABELS, type TemplateKind, type TemplateView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment } from '../../../components/data-list/format';
import { ActiveBadge } from '../../../components/status-badge';

/** The columns of a template list; the name opens the editor (or the reader, for a template one may not change). */
export function templateColumns(kind: TemplateKind, open: (t: TemplateView) => void): DataListColumn<TemplateView>[] {
  const columns: DataListColumn<TemplateView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (t) => (
        <Anchor component="button" type="button" onClick={() => open(t)}>
          {t.name}
        </Anchor>
      ),
    },
    { accessor: 'category', title: 'Category', render: (t) => DOCUMENT_TEMPLATE_CATEGORY_LABELS[t.category] },
    { accessor: 'partner', title: 'Owner', render: (t) => t.partner?.name ?? 'Platform' },
    { accessor: 'version', title: 'Version', textAlign: 'right', render: (t) => `v${t.version}` },
    {
      accessor: 'requires_countersignature',
      title: 'Countersignature',
      render: (t) => (t.requires_countersignature ? 'Required' : '—'),
    },
    {
      accessor: 'archived',
      title: 'Status',
      render: (t) => <ActiveBadge active={!t.archived} inactiveLabel="Archived" />,
    },
    {
      accessor: 'updated_at',
      title: 'Updated',
      sortable: true,
      noWrap: true,
      render: (t) => formatMoment(t.updated_at),
    },
  ];
  const hidden = kind === 'agreement' ? 'category' : 'requires_countersignature';
  return columns.filter((c) => c.accessor !== hidden);
}
