import { Text } from '@mantine/core';
import type { EnrollmentView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment } from '../../../components/data-list/format';
import { StaffEnrollmentActions, WorkerEnrollmentActions } from './enrollment-actions';
import { EnrollmentDue, EnrollmentStatusBadge } from './enrollment-status';

/**
 * The enrollments: the course, the worker and partner (for those who see several), the due date with its
 * badge, the SCORM status, the score and when it was done, and the actions (the worker's own, or staff's).
 */
export function enrollmentColumns({
  worker,
  showPartner,
}: {
  worker: boolean;
  showPartner: boolean;
}): DataListColumn<EnrollmentView>[] {
  const columns: DataListColumn<EnrollmentView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'course.name',
      title: 'Course',
      render: (e) => (
        <Text size="sm" fw={500}>
          {e.course.name}
        </Text>
      ),
    },
    { accessor: 'contractor.name', title: 'Worker' },
    { accessor: 'partner.name', title: 'Partner' },
    { accessor: 'due_on', title: 'Due', sortable: true, render: (e) => <EnrollmentDue e={e} /> },
    { accessor: 'status', title: 'Status', sortable: true, render: (e) => <EnrollmentStatusBadge e={e} /> },
    { accessor: 'score', title: 'Score', render: (e) => (e.score === null ? '—' : String(e.score)) },
    {
      accessor: 'completed_at',
      title: 'Completed',
      render: (e) => (e.completed_at ? formatMoment(e.completed_at) : '—'),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      toggleable: false,
      render: (e) => (worker ? <WorkerEnrollmentActions e={e} /> : <StaffEnrollmentActions e={e} />),
    },
  ];
  return columns.filter(
    (c) => (!worker || c.accessor !== 'contractor.name') && ((showPartner && !worker) || c.accessor !== 'partner.name'),
  );
}
