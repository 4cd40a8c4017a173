import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { toastError } from '../../../lib/notify';
import { openCourse } from '../api/training';

/** Open: the course's address, or its file through a link of a few minutes for this user only. */
export function CourseContentButton({ course }: { course: { id: string; name: string; content_url: string | null } }) {
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      await openCourse(course);
    } catch (err) {
      toastError(err);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconExternalLink size={14} aria-hidden />}
      loading={pending}
      onClick={() => void open()}
      aria-label={`Open ${course.name}`}
    >
      Open
    </Button>
  );
}
