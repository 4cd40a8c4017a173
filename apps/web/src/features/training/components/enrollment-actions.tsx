import { Button, Group, Text } from '@mantine/core';
import { isEnrollmentDone, mayUnenroll, type EnrollmentView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { usePublicGlobals } from '../../../lib/auth/use-public-globals';
import { toast, toastError } from '../../../lib/notify';
import { useReportProgress, useUnenroll } from '../api/training';
import { CourseContentButton } from './course-content-button';

/**
 * A worker's actions on its own enrollment: Open the course, Start it (in progress), and Mark complete
 * after a confirmation — reported as the public globals' scorm_completed_status.
 */
export function WorkerEnrollmentActions({ e }: { e: EnrollmentView }) {
  const report = useReportProgress();
  const globals = usePublicGlobals();
  const done = isEnrollmentDone(e.status);
  const course = { id: e.course.id, name: e.course.name, content_url: e.content_url };
  const start = async () => {
    try {
      await report.mutateAsync({ id: e.id, body: { lesson_status: 'incomplete' } });
      toast.success(`Started ${e.course.name}`);
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" role="group" aria-label={`Actions for ${e.course.name}`}>
      {(e.content_url || e.has_file) && <CourseContentButton course={course} />}
      {(e.status === 'not_attempted' || e.status === 'failed') && (
        <Button size="compact-sm" variant="light" loading={report.isPending} onClick={() => void start()}>
          Start
        </Button>
      )}
      {!done && (
        <ConfirmButton
          label="Mark complete"
          title="Mark this course complete?"
          message={`You confirm that you finished ${e.course.name}. Your staff will see it as completed.`}
          confirmLabel="Mark complete"
          onConfirm={async () => {
            await report.mutateAsync({ id: e.id, body: { lesson_status: globals.scorm_completed_status } });
            toast.success(`Completed ${e.course.name}`);
          }}
        />
      )}
    </Group>
  );
}

/**
 * Staff's actions: record a test's result (a completed course marked passed, the globals'
 * scorm_passed_status), and unenroll a worker from an open course after a confirmation — a completed or
 * passed enrollment is the worker's training record and is kept (decision 0081), which the row says.
 */
export function StaffEnrollmentActions({ e }: { e: EnrollmentView }) {
  const report = useReportProgress();
  const unenroll = useUnenroll();
  const globals = usePublicGlobals();
  return (
    <Group
      gap={4}
      justify="flex-end"
      wrap="nowrap"
      role="group"
      aria-label={`Actions for ${e.contractor.name} in ${e.course.name}`}
    >
      {e.status === 'completed' && (
        <ConfirmButton
          label="Mark passed"
          title="Mark this course passed?"
          message={`${e.contractor.name} passed ${e.course.name}. A passed course cannot change again.`}
          confirmLabel="Mark passed"
          variant="subtle"
          onConfirm={async () => {
            await report.mutateAsync({ id: e.id, body: { lesson_status: globals.scorm_passed_status } });
            toast.success(`${e.contractor.name} passed ${e.course.name}`);
          }}
        />
      )}
      {mayUnenroll(e) ? (
        <ConfirmButton
          label="Unenroll"
          title="Unenroll this worker?"
          message={`${e.contractor.name} is removed from ${e.course.name}, with the progress made so far (the audit log keeps a record). A completed course is never removed: it stays on the worker’s record.`}
          confirmLabel="Unenroll"
          color="red"
          variant="subtle"
          onConfirm={async () => {
            await unenroll.mutateAsync(e.id);
            toast.success(`Unenrolled ${e.contractor.name} from ${e.course.name}`);
          }}
        />
      ) : (
        <Text size="xs" c="dimmed">
          Kept on record
        </Text>
      )}
    </Group>
  );
}
