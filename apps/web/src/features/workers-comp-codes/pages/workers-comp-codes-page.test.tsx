import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { WorkersCompCodesPage } from './workers-comp-codes-page';

const clerical = { id: 'w-1', code: '8810', description: 'Clerical Office Employees NOC', active: true };
const routes = [{ path: '/workers_comp_codes', element: <WorkersCompCodesPage /> }];

function render(user = makeUser({ user_type: 'admin' }), post = () => jsonResponse({ data: clerical }, 201)) {
  return renderPages(user, routes, '/workers_comp_codes', (u, init) => {
    if (u.pathname === '/v2/workers_comp_codes' && init?.method === 'POST') return post();
    if (u.pathname === '/v2/workers_comp_codes/w-1' && init?.method === 'PATCH')
      return jsonResponse({ data: { ...clerical, active: false } });
    if (u.pathname === '/v2/workers_comp_codes') return listAnswer([clerical]);
    return undefined;
  });
}

describe('/workers_comp_codes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows a partner the codes without add or edit', async () => {
    render(makeUser({ user_type: 'partner', role: 'owner' }));
    expect(await screen.findByText('Clerical Office Employees NOC', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit 8810' })).not.toBeInTheDocument();
  });

  it('lets an admin add a code, and shows the 409 of a taken one', async () => {
    const { fetchMock } = render(makeUser({ user_type: 'admin' }), () =>
      jsonResponse({ message: 'The workers comp code 8810 already exists' }, 409),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New code' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New workers comp code' });
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '8810');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Clerical');
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(await within(dialog).findByText('The workers comp code 8810 already exists')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/workers_comp_codes')).toEqual([
      { code: '8810', description: 'Clerical', active: true },
    ]);
  }, 10_000);

  it('lets eor archive a code from the edit modal', async () => {
    const { fetchMock } = render(makeUser({ user_type: 'eor' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit 8810' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit workers comp code 8810' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active (offered on new jobs)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Success!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/workers_comp_codes/w-1')).toEqual([
      { code: '8810', description: 'Clerical Office Employees NOC', active: false },
    ]);
  });
});
