import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepartmentView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { DepartmentDetailPage } from './department-detail-page';
import { DepartmentsPage } from './departments-page';

const ACME_ID = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';
const engineering: DepartmentView = {
  id: 'd-1',
  name: 'Engineering',
  code: 'ENG',
  partner: { id: 'p1', name: 'Acme Staffing' },
  client: { id: 'c1', name: 'Globex Corporation' },
  active: true,
  created_at: '2026-01-02T10:00:00Z',
};
const routes = [
  { path: '/departments', element: <DepartmentsPage /> },
  { path: '/departments/:id', element: <DepartmentDetailPage /> },
];
const handler = (u: URL, init?: RequestInit) => {
  if (u.pathname === '/v2/departments' && init?.method === 'POST') return jsonResponse({ data: engineering }, 201);
  if (u.pathname === '/v2/departments') return listAnswer([engineering]);
  if (u.pathname === '/v2/departments/d-1') return jsonResponse({ data: engineering });
  if (u.pathname === '/v2/clients')
    return listAnswer([{ id: 'c1', name: 'Globex Corporation', partner: { id: 'p1' } }]);
  if (u.pathname === '/v2/partners') return listAnswer([{ id: ACME_ID, name: 'Acme Staffing' }]);
  return undefined;
};
const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent?.trim());

describe('/departments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows an admin the partner and id columns, and a sales partner no New department', async () => {
    renderPages(makeUser({ user_type: 'admin', links: ['/departments'] }), routes, '/departments', handler);
    await screen.findByRole('link', { name: 'Engineering' }, { timeout: 3000 });
    expect(headers()).toEqual(expect.arrayContaining(['Partner', 'Code', 'Client', 'Status']));
    expect(screen.getByRole('button', { name: 'New department' })).toBeInTheDocument();
  });

  it('hides New department from sales partners', async () => {
    renderPages(makeUser({ user_type: 'sales_partner', links: ['/departments'] }), routes, '/departments', handler);
    await screen.findByRole('link', { name: 'Engineering' }, { timeout: 3000 });
    expect(headers()).toContain('Partner');
    expect(screen.queryByRole('button', { name: 'New department' })).not.toBeInTheDocument();
  });

  it('makes an admin choose a partner or a client, then creates the department', async () => {
    const { fetchMock } = renderPages(makeUser({ user_type: 'admin' }), routes, '/departments', handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New department' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New department' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Engineering');
    await user.click(within(dialog).getByRole('button', { name: 'Create department' }));
    expect(await within(dialog).findByText('Choose a partner')).toBeInTheDocument();
    // The partner list arrives after the modal opens; the placeholder says when it is there.
    const partnerField = within(dialog).getByRole('combobox', { name: 'Partner' });
    await waitFor(() => expect(partnerField).toHaveAttribute('placeholder', 'Choose a partner'));
    // Options of a select inside a modal sit in a portal the modal hides from the accessibility tree.
    await user.type(partnerField, 'Acme');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(partnerField).toHaveValue('Acme Staffing');
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'ENG');
    await user.click(within(dialog).getByRole('button', { name: 'Create department' }));
    expect(await screen.findByRole('heading', { name: 'Engineering' }, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/departments')).toEqual([
      { name: 'Engineering', code: 'ENG', client_id: null, active: true, partner_id: ACME_ID },
    ]);
  }, 15_000);

  it('reads a foreign department as Not Found', async () => {
    renderPages(makeUser(), routes, '/departments/d-9', () => jsonResponse({ message: 'Not Found' }, 404));
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
