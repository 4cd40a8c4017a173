import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { CourseView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment } from '../../../components/data-list/format';
import { ActiveBadge } from '../../../components/status-badge';
import { toast } from '../../../lib/notify';
import { useArchiveCourse } from '../api/training';
import { CourseContentButton } from './course-content-button';
import { EditCourseModal } from './edit-course-modal';

function CourseActions({ course, mayArchive }: { course: CourseView; mayArchive: boolean }) {
  const archive = useArchiveCourse();
  const [editing, setEditing] = useState(false);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" role="group" aria-label={`Actions for ${course.title}`}>
      <CourseContentButton course={{ id: course.id, name: course.title, content_url: course.content_url }} />
      {mayArchive && course.status === 'active' && (
        <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
          Edit
        </Button>
      )}
      {editing && <EditCourseModal course={course} onClose={() => setEditing(false)} />}
      {mayArchive && course.status === 'active' && (
        <ConfirmButton
          label="Archive"
          title="Archive this course?"
          message={`${course.title} takes no new enrollments. The workers already enrolled keep it; nothing is deleted.`}
          confirmLabel="Archive"
          color="red"
          variant="subtle"
          onConfirm={async () => {
            await archive.mutateAsync(course.id);
            toast.success(`Archived ${course.title}`);
          }}
        />
      )}
    </Group>
  );
}

/**
 * The courses: title and description, whose (staff), content, due-in days, how many enrolled and done;
 * Edit and Archive for those who keep the course (`mayKeep`).
 */
export function courseColumns({
  showPartner,
  mayKeep,
}: {
  showPartner: boolean;
  mayKeep: (c: CourseView) => boolean;
}): DataListColumn<CourseView>[] {
  const columns: DataListColumn<CourseView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'title',
      title: 'Course',
      sortable: true,
      render: (c) => (
        <div>
          <Text size="sm" fw={500}>
            {c.title}
          </Text>
          {c.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {c.description}
            </Text>
          )}
        </div>
      ),
    },
    { accessor: 'partner.name', title: 'Partner', render: (c) => c.partner?.name ?? 'Platform-wide' },
    { accessor: 'content', title: 'Content', render: (c) => c.filename ?? c.content_url ?? '—' },
    {
      accessor: 'due_in_days',
      title: 'Due in',
      render: (c) => (c.due_in_days === null ? '—' : `${c.due_in_days} day${c.due_in_days === 1 ? '' : 's'}`),
    },
    { accessor: 'enrolled', title: 'Done / enrolled', render: (c) => `${c.done} / ${c.enrolled}` },
    {
      accessor: 'status',
      title: 'Status',
      render: (c) => <ActiveBadge active={c.status === 'active'} inactiveLabel="Archived" />,
    },
    { accessor: 'created_at', title: 'Created', sortable: true, render: (c) => formatMoment(c.created_at) },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      toggleable: false,
      render: (c) => <CourseActions course={c} mayArchive={mayKeep(c)} />,
    },
  ];
  return columns.filter((c) => showPartner || c.accessor !== 'partner.name');
}
