import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import {
  FORM_STATUS_LABELS,
  formFields,
  formatAnswer,
  type FormAssignmentView,
  type FormDefinition,
  type FormListView,
  type FormStatus,
  type FormSubmissionView,
} from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment } from '../../../components/data-list/format';

const STATUS_COLOR: Record<FormStatus, string> = { draft: 'gray', published: 'green', archived: 'dark' };

export function FormStatusBadge({ status }: { status: FormStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {FORM_STATUS_LABELS[status]}
    </Badge>
  );
}

export function AssignmentStatusBadge({ status }: { status: FormAssignmentView['status'] }) {
  return (
    <Badge color={status === 'submitted' ? 'green' : 'yellow'} variant="light">
      {status === 'submitted' ? 'Submitted' : 'To fill in'}
    </Badge>
  );
}

/** The columns of /forms for staff and partners: the title opens the form. */
export const formColumns: DataListColumn<FormListView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  {
    accessor: 'title',
    title: 'Title',
    sortable: true,
    render: (f) => (
      <Anchor component={Link} to={`/forms/${f.id}`}>
        {f.title}
      </Anchor>
    ),
  },
  { accessor: 'status', title: 'Status', sortable: true, render: (f) => <FormStatusBadge status={f.status} /> },
  { accessor: 'version', title: 'Version' },
  { accessor: 'partner.name', title: 'Partner', render: (f) => f.partner?.name ?? 'Platform' },
  { accessor: 'template.name', title: 'Template', render: (f) => f.template?.name ?? '—' },
  { accessor: 'assigned_count', title: 'Assigned' },
  { accessor: 'submitted_count', title: 'Submitted' },
  { accessor: 'updated_at', title: 'Updated', sortable: true, noWrap: true, render: (f) => formatMoment(f.updated_at) },
  { accessor: 'created_at', title: 'Created', sortable: true, noWrap: true, render: (f) => formatMoment(f.created_at) },
];

/** The columns of /forms for a contractor or client user: the forms assigned to it. */
export const myFormColumns: DataListColumn<FormAssignmentView>[] = [
  {
    accessor: 'form.title',
    title: 'Form',
    render: (a) => (
      <Anchor component={Link} to={`/forms/${a.form.id}`}>
        {a.form.title}
      </Anchor>
    ),
  },
  { accessor: 'status', title: 'Status', sortable: true, render: (a) => <AssignmentStatusBadge status={a.status} /> },
  {
    accessor: 'assigned_at',
    title: 'Assigned',
    sortable: true,
    noWrap: true,
    render: (a) => formatMoment(a.assigned_at),
  },
  {
    accessor: 'submitted_at',
    title: 'Submitted',
    sortable: true,
    noWrap: true,
    render: (a) => formatMoment(a.submitted_at) || '—',
  },
];

/**
 * A form's submissions: who answered, when, which version, then a column per field of the current
 * version (an answer to a field an earlier version had stays in the CSV).
 */
export function submissionColumns(definition: FormDefinition): DataListColumn<FormSubmissionView>[] {
  return [
    { accessor: 'respondent.name', title: 'Respondent', render: (s) => s.respondent.name },
    { accessor: 'respondent.organization', title: 'Organization', render: (s) => s.respondent.organization },
    {
      accessor: 'submitted_at',
      title: 'Submitted',
      sortable: true,
      noWrap: true,
      render: (s) => formatMoment(s.submitted_at),
    },
    { accessor: 'version', title: 'Version' },
    ...formFields(definition).map((f): DataListColumn<FormSubmissionView> => ({
      accessor: `answers.${f.key}`,
      title: f.label,
      render: (s) => formatAnswer(f, s.answers[f.key]) || '—',
    })),
  ];
}
