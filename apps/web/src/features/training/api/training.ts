/**
 * The calls of /training (decision 0076): the two lists, the course and enrollment commands (editing a
 * course and unenrolling: decision 0081), the file link.
 */
import type { ComboboxItem } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CourseCreateInput,
  CourseUpdateInput,
  CourseView,
  EnrollmentCreateInput,
  EnrollmentProgress,
  EnrollmentResult,
  EnrollmentView,
} from '@app/domain';
import { useListQuery, type ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';
import { openFileLink } from '../../../lib/api/download';

export const COURSES_PATH = '/courses';
export const ENROLLMENTS_PATH = '/course_enrollments';

/** The lists' filters (courseFilters, enrollmentFilters in @app/domain): the URL and the API read the same names. */
export const useCoursesList = () =>
  useListQuery<CourseView>({ path: COURSES_PATH, filterKeys: ['status', 'partner_id'], defaultSort: '-created_at' });

export const useEnrollmentsList = () =>
  useListQuery<EnrollmentView>({
    path: ENROLLMENTS_PATH,
    filterKeys: ['progress', 'course_id', 'contractor_id'],
    defaultSort: 'due_on',
  });

function useTrainingSaved() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['list', COURSES_PATH] }),
      client.invalidateQueries({ queryKey: ['list', ENROLLMENTS_PATH] }),
      client.invalidateQueries({ queryKey: ['options', COURSES_PATH] }),
    ]);
}

/** The active courses, for the enroll form's and the filter's pickers. */
export const useCourseOptions = (enabled = true) =>
  useQuery({
    queryKey: ['options', COURSES_PATH],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      const page = await api.get<ListPage<CourseView>>(COURSES_PATH, {
        params: { per_page: 200, sort: 'title', status: 'active' },
        signal,
      });
      return page.data.map((c) => ({ value: c.id, label: c.title }));
    },
    enabled,
    retry: false,
    staleTime: 30_000,
  });

export interface CourseUploadBody {
  fields: Omit<CourseCreateInput, 'filename' | 'content_base64'>;
  file: { name: string; base64: string } | null;
}

export function useCreateCourse() {
  const saved = useTrainingSaved();
  return useMutation({
    mutationFn: ({ fields, file }: CourseUploadBody) =>
      api.post<CourseView>(COURSES_PATH, {
        ...fields,
        ...(file && { filename: file.name, content_base64: file.base64 }),
      }),
    onSuccess: saved,
  });
}

/** Edits a course's title, description and due days (decision 0081). */
export function useEditCourse() {
  const saved = useTrainingSaved();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CourseUpdateInput }) =>
      api.patch<CourseView>(`${COURSES_PATH}/${id}`, body),
    onSuccess: saved,
  });
}

/** Unenrolls a worker: an open enrollment is removed; a completed one stays (the API answers 409). */
export function useUnenroll() {
  const saved = useTrainingSaved();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${ENROLLMENTS_PATH}/${id}`),
    onSuccess: saved,
  });
}

export function useArchiveCourse() {
  const saved = useTrainingSaved();
  return useMutation({
    mutationFn: (id: string) => api.post<CourseView>(`${COURSES_PATH}/${id}/archive`),
    onSuccess: saved,
  });
}

export function useEnroll() {
  const saved = useTrainingSaved();
  return useMutation({
    mutationFn: (body: EnrollmentCreateInput) => api.post<EnrollmentResult>(ENROLLMENTS_PATH, body),
    onSuccess: saved,
  });
}

export function useReportProgress() {
  const saved = useTrainingSaved();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EnrollmentProgress }) =>
      api.post<EnrollmentView>(`${ENROLLMENTS_PATH}/${id}/progress`, body),
    onSuccess: saved,
  });
}

/** Opens a course: its file through a link of a few minutes, or its address, in a new tab. */
export async function openCourse(course: { id: string; content_url: string | null }) {
  if (course.content_url) window.open(course.content_url, '_blank', 'noopener');
  else await openFileLink(`${COURSES_PATH}/${course.id}/file_link`);
}
