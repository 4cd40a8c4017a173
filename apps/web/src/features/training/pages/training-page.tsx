import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useCourseOptions, useCoursesList, useEnrollmentsList } from '../api/training';
import { courseColumns } from '../components/course-columns';
import { EnrollModal } from '../components/enroll-modal';
import { enrollmentColumns } from '../components/enrollment-columns';
import { NewCourseModal } from '../components/new-course-modal';
import { editsCourse, keepsCourses, seesTrainingPartners, takesCourses } from '../training-access';

const PROGRESS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'done', label: 'Done' },
];
const COURSE_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

function EnrollmentsList({ worker, showPartner }: { worker: boolean; showPartner: boolean }) {
  const list = useEnrollmentsList();
  const courses = useCourseOptions(!worker);
  const columns = useMemo(() => enrollmentColumns({ worker, showPartner }), [worker, showPartner]);
  return (
    <DataList
      list={list}
      columns={columns}
      tableName={worker ? 'my_training' : 'course_enrollments'}
      noun={worker ? 'courses' : 'enrollments'}
      filters={
        <>
          <SelectFilter list={list} name="progress" label="Progress" data={PROGRESS_OPTIONS} />
          {!worker && <SelectFilter list={list} name="course_id" label="Course" data={courses.data ?? []} />}
        </>
      }
    />
  );
}

function CoursesList({ showPartner }: { showPartner: boolean }) {
  const list = useCoursesList();
  const subject = useSession()?.subject;
  const columns = useMemo(
    () => courseColumns({ showPartner, mayKeep: (c) => subject !== undefined && editsCourse(subject, c) }),
    [showPartner, subject],
  );
  return (
    <DataList
      list={list}
      columns={columns}
      tableName="courses"
      noun="courses"
      filters={
        <SelectFilter list={list} name="status" label="Status" placeholder="Active" data={COURSE_STATUS_OPTIONS} />
      }
    />
  );
}

/**
 * /training (decision 0076). A worker sees its courses with their due dates and opens, starts and marks
 * them complete (after a confirmation). Staff and a partner's users see the enrollments (open, overdue,
 * done) and the courses, create and edit courses (a file or an address), and enroll and unenroll workers
 * (a completed enrollment stays: decision 0081).
 */
export function TrainingPage() {
  const subject = useSession()?.subject;
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [enrolling, setEnrolling] = useState(false);
  if (!subject) return null;
  const worker = takesCourses(subject);
  const showPartner = seesTrainingPartners(subject);
  if (worker) {
    return (
      <Stack gap="lg">
        <div>
          <Title order={1}>Training</Title>
          <Text c="dimmed" size="sm">
            The courses you are enrolled in. Open a course, and mark it complete once you have finished it.
          </Text>
        </div>
        <EnrollmentsList worker showPartner={false} />
      </Stack>
    );
  }
  const tab = params.get('tab') === 'courses' ? 'courses' : 'enrollments';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Training</Title>
          <Text c="dimmed" size="sm">
            Courses and the workers enrolled in them. Workers are reminded a week before a course is due, and when it is
            overdue. Unenrolling removes an open enrollment; a completed course stays on the worker’s record.
          </Text>
        </div>
        {keepsCourses(subject) && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              New course
            </Button>
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEnrolling(true)}>
              Enroll workers
            </Button>
          </Group>
        )}
      </Group>
      <Tabs
        value={tab}
        // Each tab is its own list: its filters and page start afresh.
        onChange={(v) => setParams(v === 'courses' ? { tab: 'courses' } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="enrollments">Enrollments</Tabs.Tab>
          <Tabs.Tab value="courses">Courses</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="enrollments">
          <EnrollmentsList worker={false} showPartner={showPartner} />
        </Tabs.Panel>
        <Tabs.Panel value="courses">
          <CoursesList showPartner={showPartner} />
        </Tabs.Panel>
      </Tabs>
      {creating && <NewCourseModal choosesPartner={showPartner} onClose={() => setCreating(false)} />}
      {enrolling && <EnrollModal onClose={() => setEnrolling(false)} />}
    </Stack>
  );
}
