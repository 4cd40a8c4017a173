import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  FormAssignmentView,
  FormDefinition,
  FormDetail,
  FormFillView,
  FormListView,
  FormSubmissionView,
} from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { FormDetailPage } from './form-detail-page';
import { FormsPage } from './forms-page';

const partner = makeUser({ user_type: 'partner', links: ['/forms'], base_links: ['/forms'] });
const contractor = makeUser({ user_type: 'contractor', links: ['/forms'], base_links: ['/forms'] });
const CASEY = '00000000-0000-4000-8000-0000000000c1';

const definition: FormDefinition = {
  sections: [
    {
      title: 'Contact',
      description: '',
      fields: [
        { key: 'contact_name', label: 'Contact name', type: 'short_text', required: true, help_text: '' },
        {
          key: 'years',
          label: 'Years known',
          type: 'number',
          required: false,
          help_text: 'Whole years',
          min: 0,
          max: 80,
          integer: true,
        },
        { key: 'agree', label: 'I confirm', type: 'checkbox', required: true, help_text: '' },
      ],
    },
  ],
};

const listRow: FormListView = {
  id: 'f-1',
  title: 'Emergency contact',
  status: 'published',
  version: 2,
  partner: { id: 'p-1', name: 'Acme Staffing' },
  template: null,
  assigned_count: 1,
  submitted_count: 1,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  published_at: '2026-11-01T11:00:00Z',
};
const detail: FormDetail = {
  ...listRow,
  description: 'Who to call',
  definition,
  versions: [
    { version: 2, title: 'Emergency contact', definition, created_at: '2026-11-02T10:00:00Z', submissions: 1 },
    { version: 1, title: 'Emergency contact', definition, created_at: '2026-11-01T10:00:00Z', submissions: 0 },
  ],
  can_edit: true,
  can_assign: true,
};
const submission: FormSubmissionView = {
  id: 's-1',
  assignment_id: 'a-1',
  respondent: {
    user_id: CASEY,
    name: 'Casey Contractor',
    email: 'contractor@demo.test',
    kind: 'contractor',
    organization: 'Acme Staffing',
  },
  version: 2,
  submitted_at: '2026-11-03T10:00:00Z',
  answers: { contact_name: 'Jamie Doe', years: 12, agree: true },
};
const assignment: FormAssignmentView = {
  id: 'a-1',
  form: { id: 'f-1', title: 'Emergency contact' },
  recipient: submission.respondent,
  status: 'pending',
  assigned_at: '2026-11-02T10:00:00Z',
  submitted_at: null,
  version: null,
};

describe('/forms/:id for staff and partners', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists the forms with their counts', async () => {
    renderPages(partner, [{ path: '/forms', element: <FormsPage /> }], '/forms', (u) =>
      u.pathname === '/v2/forms' ? listAnswer([listRow]) : undefined,
    );
    const row = (await screen.findByRole('link', { name: 'Emergency contact' }, { timeout: 3000 })).closest('tr')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New form' })).toHaveAttribute('href', '/forms/new');
  }, 15_000);

  it('shows the submissions, a column per field, and assigns the form to people picked', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(
      partner,
      [{ path: '/forms/:id', element: <FormDetailPage /> }],
      '/forms/f-1',
      (u, init) => {
        if (u.pathname === '/v2/forms/f-1') return jsonResponse({ data: detail });
        if (u.pathname === '/v2/forms/f-1/submissions') return listAnswer([submission]);
        if (u.pathname === '/v2/forms/f-1/recipients') return jsonResponse({ data: [submission.respondent] });
        if (u.pathname === '/v2/forms/f-1/assignments' && init?.method === 'POST')
          return jsonResponse({ data: { assigned: 1, already_assigned: 0 } });
        if (u.pathname === '/v2/forms/f-1/assignments') return listAnswer([assignment]);
        return undefined;
      },
    );
    const row = (await screen.findByText('Jamie Doe', {}, { timeout: 3000 })).closest('tr')!;
    expect(within(row).getByText('Casey Contractor')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Years known/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Emergency contact' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Casey Contractor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/forms/f-1/assignments')).toEqual({ user_ids: [CASEY] }),
    );
    expect(await screen.findByText('Assigned to 1 person')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Assigned/ }));
    expect(await screen.findByText('To fill in')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/forms/f-1/assignments').length).toBeGreaterThan(0);
  }, 30_000);
});

describe('/forms/:id for the person it is assigned to', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  const fill: FormFillView = {
    assignment_id: 'a-1',
    form_id: 'f-1',
    title: 'Emergency contact',
    description: 'Who to call',
    version: 2,
    definition,
    status: 'pending',
    closed: false,
    answers: null,
    submitted_at: null,
  };

  it('refuses a missing required answer by its label before sending, then sends the answers with the version', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(
      contractor,
      [{ path: '/forms/:id', element: <FormDetailPage /> }],
      '/forms/f-1',
      (u, init) => {
        if (u.pathname === '/v2/forms/f-1/fill') return jsonResponse({ data: fill });
        if (u.pathname === '/v2/forms/f-1/submissions' && init?.method === 'POST')
          return jsonResponse(
            {
              data: {
                ...fill,
                status: 'submitted',
                answers: { contact_name: 'Jamie Doe', years: 81, agree: true },
                submitted_at: '2026-11-03T10:00:00Z',
              },
            },
            201,
          );
        return undefined;
      },
    );
    await user.type(await screen.findByRole('spinbutton', { name: /Years known/ }, { timeout: 3000 }), '81');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Contact name is required')).toBeInTheDocument();
    expect(screen.getByText('Years known must be at most 80')).toBeInTheDocument();
    expect(screen.getByText('I confirm must be ticked')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/forms/f-1/submissions')).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Jamie Doe');
    await user.clear(screen.getByRole('spinbutton', { name: /Years known/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Years known/ }), '12');
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/forms/f-1/submissions')).toEqual({
        answers: { contact_name: 'Jamie Doe', years: '12', agree: true },
        version: 2,
      }),
    );
    expect(await screen.findByText('Answers sent')).toBeInTheDocument();
    expect(screen.getByText('Jamie Doe')).toBeInTheDocument();
  }, 30_000);

  it('shows a field refused by the server beside it', async () => {
    const user = userEvent.setup();
    renderPages(contractor, [{ path: '/forms/:id', element: <FormDetailPage /> }], '/forms/f-1', (u, init) => {
      if (u.pathname === '/v2/forms/f-1/fill') return jsonResponse({ data: fill });
      if (u.pathname === '/v2/forms/f-1/submissions' && init?.method === 'POST')
        return jsonResponse(
          { detail: [{ loc: ['body', 'answers', 'contact_name'], msg: 'Contact name must be one line' }] },
          422,
        );
      return undefined;
    });
    await user.type(await screen.findByRole('textbox', { name: /Contact name/ }, { timeout: 3000 }), 'Jamie');
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Contact name must be one line')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are missing or there are formatting issues');
  }, 30_000);
});
