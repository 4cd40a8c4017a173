import { OpenFileButton } from '../../../components/open-file-button';
import { openCourse } from '../api/training';

/** Open: the course's address, or its file through a link of a few minutes for this user only. */
export function CourseContentButton({ course }: { course: { id: string; name: string; content_url: string | null } }) {
  return (
    <OpenFileButton
      size="compact-sm"
      variant="subtle"
      label="Open"
      ariaLabel={`Open ${course.name}`}
      open={() => openCourse(course)}
    />
  );
}
