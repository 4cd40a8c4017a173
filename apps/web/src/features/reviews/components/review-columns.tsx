import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { REVIEW_KIND_LABELS, type ReviewTypeView, type ReviewView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment } from '../../../components/data-list/format';
import { StatusBadge } from '../../../components/status-badge';

/** What a review is of: the assignment's job (performance) or the document. */
export const subjectOf = (r: Pick<ReviewView, 'assignment' | 'document' | 'client'>) =>
  r.document ? r.document.name : r.assignment ? `${r.assignment.name}${r.client ? ` at ${r.client.name}` : ''}` : '—';

/** The columns of /reviews: the worker opens the review. */
export const reviewColumns: DataListColumn<ReviewView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  {
    accessor: 'contractor.name',
    title: 'Worker',
    render: (r) => (
      <Anchor component={Link} to={`/reviews/${r.id}`}>
        {r.contractor.name}
      </Anchor>
    ),
  },
  { accessor: 'review_type.name', title: 'Review type', render: (r) => r.review_type.name },
  { accessor: 'kind', title: 'Kind', render: (r) => REVIEW_KIND_LABELS[r.kind] },
  { accessor: 'subject', title: 'Of', render: subjectOf },
  { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner.name },
  { accessor: 'reviewer.name', title: 'Reviewer', render: (r) => r.reviewer.name },
  {
    accessor: 'status',
    title: 'Status',
    sortable: true,
    render: (r) => <StatusBadge of="reviewStatus" value={r.status} />,
  },
  {
    accessor: 'overall_rating',
    title: 'Overall',
    sortable: true,
    textAlign: 'right',
    render: (r) => r.overall_rating ?? '—',
  },
  {
    accessor: 'submitted_at',
    title: 'Submitted',
    sortable: true,
    noWrap: true,
    render: (r) => formatMoment(r.submitted_at) || '—',
  },
  { accessor: 'created_at', title: 'Created', sortable: true, noWrap: true, render: (r) => formatMoment(r.created_at) },
];

/** The columns of /review_types: the name opens the type. */
export const reviewTypeColumns: DataListColumn<ReviewTypeView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  {
    accessor: 'name',
    title: 'Name',
    sortable: true,
    render: (t) => (
      <Anchor component={Link} to={`/review_types/${t.id}`}>
        {t.name}
      </Anchor>
    ),
  },
  { accessor: 'kind', title: 'Kind', sortable: true, render: (t) => REVIEW_KIND_LABELS[t.kind] },
  { accessor: 'criteria', title: 'Criteria', render: (t) => t.criteria.map((c) => c.label).join(', ') },
  {
    accessor: 'active',
    title: 'Status',
    render: (t) => <StatusBadge label={t.active ? 'Active' : 'Inactive'} tone={t.active ? 'success' : 'neutral'} />,
  },
  { accessor: 'review_count', title: 'Reviews', textAlign: 'right' },
  { accessor: 'created_at', title: 'Created', sortable: true, noWrap: true, render: (t) => formatMoment(t.created_at) },
];
