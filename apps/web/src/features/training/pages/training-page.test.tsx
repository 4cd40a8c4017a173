import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseView, EnrollmentView } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { TrainingPage } from './training-page';

const ENROLLMENT_ID = '00000000-0000-4000-8000-0000000000e1';
const COURSE_ID = '00000000-0000-4000-8000-0000000000c9';

const enrollment = (over: Partial<EnrollmentView> = {}): EnrollmentView => ({
  id: ENROLLMENT_ID,
  course: { id: COURSE_ID, name: 'Workplace safety' },
  contractor: { id: 'k1', name: 'Casey Contractor' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  due_on: '2026-12-04',
  days_left: 7,
  overdue: false,
  status: 'not_attempted',
  done: false,
  score: null,
  started_at: null,
  completed_at: null,
  passed_at: null,
  enrolled_by: { id: 'u1', name: 'Paula Partner' },
  created_at: '2026-11-27T10:00:00Z',
  content_url: null,
  has_file: true,
  ...over,
});
const course = (over: Partial<CourseView> = {}): CourseView => ({
  id: COURSE_ID,
  title: 'Workplace safety',
  description: 'OSHA basics',
  partner: { id: 'p1', name: 'Acme Staffing' },
  due_in_days: 14,
  content_url: 'https://learn.example.com/safety',
  filename: null,
  status: 'active',
  enrolled: 3,
  done: 1,
  created_at: '2026-11-20T10:00:00Z',
  created_by: { id: 'u1', name: 'Paula Partner' },
  ...over,
});

const user = (userType: 'partner' | 'contractor' | 'admin') =>
  makeUser({ user_type: userType, links: ['/training'], base_links: ['/training'] });
const routes = [{ path: '/training', element: <TrainingPage /> }];
const headersOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim()).filter(Boolean);

describe('/training', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows a worker its courses, and marks one complete after asking (the globals’ completed status)', async () => {
    let row = enrollment();
    const { fetchMock } = renderPages(user('contractor'), routes, '/training', (u, init) => {
      if (u.pathname === '/v2/course_enrollments') return listAnswer([row]);
      if (u.pathname === `/v2/course_enrollments/${ENROLLMENT_ID}/progress` && init?.method === 'POST') {
        row = enrollment({ status: 'completed', done: true, completed_at: '2026-11-27T11:00:00Z' });
        return jsonResponse({ data: row });
      }
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Training', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table');
    await within(table).findByText('Workplace safety');
    expect(headersOf(table)).toEqual(['Course', 'Due', 'Status', 'Score', 'Completed', 'Actions']);
    expect(within(table).getByText('Due in 7 days')).toBeVisible();
    expect(within(table).getByText('Not started')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enroll workers' })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Mark complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this course complete?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', `/v2/course_enrollments/${ENROLLMENT_ID}/progress`)).toEqual({
        lesson_status: 'completed',
      }),
    );
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Mark complete' })).toBeNull());
    expect(within(table).getAllByText('Completed')).toHaveLength(2);
  });

  it('opens a course file through a short-lived link', async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const fileUrl = 'http://localhost/v2/files/f1?jwt=abc';
    renderPages(user('contractor'), routes, '/training', (u) => {
      if (u.pathname === '/v2/course_enrollments') return listAnswer([enrollment()]);
      if (u.pathname === `/v2/courses/${COURSE_ID}/file_link`)
        return jsonResponse({ data: { file_url: fileUrl, expires_at: '2026-11-27T12:05:00Z' } });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Workplace safety' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(fileUrl, '_blank', 'noopener'));
  });

  it('shows a worker an empty state when it has no courses', async () => {
    renderPages(user('contractor'), routes, '/training', (u) => {
      if (u.pathname === '/v2/course_enrollments') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('No courses yet')).toBeVisible();
  });

  it('shows staff the enrollments and the courses tab, and enrolls workers', async () => {
    const { fetchMock } = renderPages(user('partner'), routes, '/training', (u, init) => {
      if (u.pathname === '/v2/course_enrollments' && init?.method === 'POST')
        return jsonResponse({ data: { enrolled: [enrollment()], already_enrolled: [] } }, 201);
      if (u.pathname === '/v2/course_enrollments')
        return listAnswer([enrollment({ status: 'completed', done: true, days_left: -2, overdue: false })]);
      if (u.pathname === '/v2/courses') return listAnswer([course()]);
      if (u.pathname === '/v2/contractors')
        return listAnswer([
          { id: '00000000-0000-4000-8000-0000000000a1', first_name: 'Casey', last_name: 'Contractor' },
        ]);
      return undefined;
    });
    const table = await screen.findByRole('table');
    await within(table).findByText('Casey Contractor');
    expect(headersOf(table)).toEqual(['Course', 'Worker', 'Due', 'Status', 'Score', 'Completed', 'Actions']);
    expect(within(table).getByRole('button', { name: 'Mark passed' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Enroll workers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll workers' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Course/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Workplace safety', hidden: true }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Workers/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Casey Contractor', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enroll' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/course_enrollments')).toEqual({
        course_id: COURSE_ID,
        contractor_ids: ['00000000-0000-4000-8000-0000000000a1'],
      }),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Courses' }));
    const courses = await screen.findByRole('table');
    await within(courses).findByText('OSHA basics');
    expect(within(courses).getByText('1 / 3')).toBeVisible();
    expect(within(courses).getByRole('button', { name: 'Archive' })).toBeVisible();
    expect(requestsTo(fetchMock, '/v2/courses').length).toBeGreaterThan(0);
  });

  it('creates a course from an address', async () => {
    const { fetchMock } = renderPages(user('partner'), routes, '/training?tab=courses', (u, init) => {
      if (u.pathname === '/v2/courses' && init?.method === 'POST') return jsonResponse({ data: course() }, 201);
      if (u.pathname === '/v2/courses') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('No courses yet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Workplace safety');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Course address' }),
      'https://learn.example.com/s',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create course' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/courses')).toEqual({
        title: 'Workplace safety',
        description: '',
        partner_id: null,
        due_in_days: 14,
        content_url: 'https://learn.example.com/s',
      }),
    );
  });

  it('edits a course: its title, description and due days, saying enrolled workers keep their due date', async () => {
    const { fetchMock } = renderPages(user('partner'), routes, '/training?tab=courses', (u, init) => {
      if (u.pathname === `/v2/courses/${COURSE_ID}` && init?.method === 'PATCH')
        return jsonResponse({ data: course({ title: 'Workplace safety 2027', due_in_days: 30 }) });
      if (u.pathname === '/v2/courses') return listAnswer([course()]);
      return undefined;
    });
    const table = await screen.findByRole('table');
    await within(table).findByText('OSHA basics');
    await userEvent.click(within(table).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit course' });
    expect(dialog).toHaveTextContent('Workers already enrolled keep their due date.');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Workplace safety');
    await userEvent.clear(title);
    await userEvent.type(title, 'Workplace safety 2027');
    const days = within(dialog).getByRole('textbox', { name: 'Due in days' });
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save course' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'PATCH', `/v2/courses/${COURSE_ID}`)).toEqual({
        title: 'Workplace safety 2027',
        description: 'OSHA basics',
        due_in_days: 30,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit course' })).toBeNull());
  });

  it('offers no Edit on a platform course to a partner', async () => {
    renderPages(user('partner'), routes, '/training?tab=courses', (u) =>
      u.pathname === '/v2/courses' ? listAnswer([course({ partner: null })]) : undefined,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('OSHA basics');
    expect(within(table).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('unenrolls a worker from an open course after asking; a completed one is kept on record', async () => {
    const done = '00000000-0000-4000-8000-0000000000e2';
    const { fetchMock } = renderPages(user('partner'), routes, '/training', (u, init) => {
      if (u.pathname === `/v2/course_enrollments/${ENROLLMENT_ID}` && init?.method === 'DELETE')
        return new Response(null, { status: 204 });
      if (u.pathname === '/v2/course_enrollments')
        return listAnswer([
          enrollment(),
          enrollment({
            id: done,
            contractor: { id: 'k2', name: 'Nina Newhire' },
            status: 'passed',
            done: true,
            completed_at: '2026-11-28T10:00:00Z',
          }),
        ]);
      return undefined;
    });
    const table = await screen.findByRole('table');
    await within(table).findByText('Nina Newhire');
    const nina = within(table).getByRole('group', { name: 'Actions for Nina Newhire in Workplace safety' });
    expect(within(nina).queryByRole('button', { name: 'Unenroll' })).toBeNull();
    expect(within(nina).getByText('Kept on record')).toBeVisible();

    const casey = within(table).getByRole('group', { name: 'Actions for Casey Contractor in Workplace safety' });
    await userEvent.click(within(casey).getByRole('button', { name: 'Unenroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unenroll this worker?' });
    expect(dialog).toHaveTextContent('A completed course is never removed: it stays on the worker’s record.');
    expect(requestsTo(fetchMock, `/v2/course_enrollments/${ENROLLMENT_ID}`)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unenroll' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            new URL(String(input), 'http://localhost').pathname === `/v2/course_enrollments/${ENROLLMENT_ID}` &&
            init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Unenrolled Casey Contractor from Workplace safety')).toBeVisible();
  });
});
