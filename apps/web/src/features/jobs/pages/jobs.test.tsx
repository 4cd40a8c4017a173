import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { CreateJobPage } from './create-job-page';
import { JobDetailPage } from './job-detail-page';
import { JobsPage } from './jobs-page';

const CODE_ID = '0b6a3c1e-2d4f-4a8b-9c0d-112233445566';
const developer: JobView = {
  id: 'j-1',
  title: 'Software Developer',
  description: null,
  classification: 'w-2',
  workers_comp_code: { id: CODE_ID, code: '8810', description: 'Clerical Office Employees NOC' },
  salaried: false,
  is_travel: false,
  partner: { id: 'p1', name: 'Acme Staffing' },
  client: { id: 'c1', name: 'Globex Corporation' },
  active: true,
  created_at: '2026-01-02T10:00:00Z',
};
const routes = [
  { path: '/jobs', element: <JobsPage /> },
  { path: '/jobs/create', element: <CreateJobPage /> },
  { path: '/jobs/:id', element: <JobDetailPage /> },
];
const handler = (u: URL, init?: RequestInit) => {
  if (u.pathname === '/v2/jobs' && init?.method === 'POST') return jsonResponse({ data: developer }, 201);
  if (u.pathname === '/v2/jobs') return listAnswer([developer]);
  if (u.pathname === '/v2/jobs/j-1') return jsonResponse({ data: developer });
  if (u.pathname === '/v2/clients')
    return listAnswer([{ id: 'c1', name: 'Globex Corporation', partner: { id: 'p1' } }]);
  if (u.pathname === '/v2/workers_comp_codes')
    return listAnswer([
      { id: CODE_ID, code: '8810', description: 'Clerical Office Employees NOC', active: true },
      { id: 'old', code: '9015', description: 'Buildings', active: false },
    ]);
  return undefined;
};
const acmeOwner = makeUser({
  user_type: 'partner',
  role: 'owner',
  links: ['/jobs', '/jobs/create'],
  partner: makePartner({ is_canada_enabled: true }),
});
const beaconOwner = makeUser({
  user_type: 'partner',
  role: 'owner',
  links: ['/jobs', '/jobs/create'],
  partner: makePartner({ self_funded: true, self_employer: true }),
});

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('/jobs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists jobs with their classification and code, and offers New job to those with the link', async () => {
    renderPages(acmeOwner, routes, '/jobs', handler);
    expect(await screen.findByRole('link', { name: 'Software Developer' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'W-2' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '8810' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New job' })).toHaveAttribute('href', '/jobs/create');
  });

  it('hides New job from a client without can_create_assignment', async () => {
    renderPages(makeUser({ user_type: 'client', role: 'owner', links: ['/jobs'] }), routes, '/jobs', handler);
    await screen.findByRole('link', { name: 'Software Developer' }, { timeout: 3000 });
    expect(screen.queryByRole('link', { name: 'New job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
  });

  it('creates a job with a workers comp code; no salary for a partner that may not add it', async () => {
    const { fetchMock } = renderPages(acmeOwner, routes, '/jobs/create', handler);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Software Developer');
    expect(screen.queryByRole('checkbox', { name: /Salaried/ })).not.toBeInTheDocument();
    await choose(user, 'Classification', 'W-2');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Workers comp code' })).toHaveAttribute('placeholder', 'None'),
    );
    await choose(user, 'Workers comp code', '8810 — Clerical Office Employees NOC');
    // Archived codes are not offered.
    expect(screen.queryByRole('option', { name: /9015/, hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByRole('heading', { name: 'Software Developer' }, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/jobs')).toEqual([
      expect.objectContaining({ title: 'Software Developer', classification: 'w-2', workers_comp_code_id: CODE_ID }),
    ]);
  }, 15_000);

  it('offers salaried to a self-funded partner, and Canada (T4) only with Canada enabled', async () => {
    renderPages(beaconOwner, routes, '/jobs/create', handler);
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: /Salaried/ })).toBeEnabled();
    await user.click(screen.getByRole('combobox', { name: 'Classification' }));
    expect(await screen.findByRole('option', { name: 'W-2', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Canada (T4)', hidden: true })).not.toBeInTheDocument();
  });

  it('asks for a title and a classification first', async () => {
    const { fetchMock } = renderPages(acmeOwner, routes, '/jobs/create', handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a classification')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/jobs')).toHaveLength(0);
  });

  it('shows the job with its workers comp code and pay basis', async () => {
    renderPages(acmeOwner, routes, '/jobs/j-1', handler);
    expect(await screen.findByText('8810 — Clerical Office Employees NOC', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Hourly')).toBeInTheDocument();
  });
});
