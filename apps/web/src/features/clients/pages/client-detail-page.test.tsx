import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { globex } from './client-fixtures';
import { renderClientPages } from './client-page-harness';
import { lastBody } from '../../../test/fetch-stub';

const partnerOwner = makeUser({ user_type: 'partner', role: 'owner' });
const clientOwner = makeUser({
  user_type: 'client',
  role: 'owner',
  client: {
    id: globex.id,
    name: globex.name,
    partner_id: 'p1',
    can_create_assignment: true,
    show_contractor_personal: false,
    requires_signature_for_approval: true,
    partner: makeUser().partner!,
  },
});

const FLAG = 'Client may create contractors, jobs and assignments';

describe('/clients/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the client with its address and flags as plain-English badges', async () => {
    renderClientPages(partnerOwner, '/clients/c-globex', (u) =>
      u.pathname === '/v2/clients/c-globex' ? jsonResponse({ data: globex }) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Globex Corporation' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Net 30')).toBeInTheDocument();
    expect(screen.getByText('ap@globex.test')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByText(FLAG)).toBeInTheDocument();
    expect(screen.getByText('Client does not see contractor personal data')).toBeInTheDocument();
  });

  it("says 'No address' when the client has none", async () => {
    renderClientPages(partnerOwner, '/clients/c-globex', (u) =>
      u.pathname === '/v2/clients/c-globex' ? jsonResponse({ data: { ...globex, address: null } }) : undefined,
    );
    expect(await screen.findByText('No address', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('renders Not Found when the API answers 404', async () => {
    renderClientPages(partnerOwner, '/clients/elsewhere');
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it("lets the client's own owner edit only name, billing email and address", async () => {
    const fetchMock = renderClientPages(clientOwner, '/clients/c-globex', (u, init) => {
      if (u.pathname !== '/v2/clients/c-globex') return undefined;
      if (init?.method === 'PATCH') return jsonResponse({ data: { ...globex, name: 'Globex Inc' } });
      return jsonResponse({ data: globex });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 3000 }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Globex Corporation');
    expect(screen.queryByRole('checkbox', { name: FLAG })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Payment terms/ })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Globex Inc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Success!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Globex Inc' })).toBeInTheDocument();
    const body = lastBody(fetchMock, 'PATCH', '/v2/clients/c-globex') as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['address', 'billing_email', 'name']);
  });

  it('gives partner editors the flags and payment terms, and puts 422 details beside their fields', async () => {
    renderClientPages(partnerOwner, '/clients/c-globex', (u, init) => {
      if (u.pathname !== '/v2/clients/c-globex') return undefined;
      if (init?.method === 'PATCH')
        return jsonResponse(
          { detail: [{ msg: 'Unknown ZIP code', loc: ['body', 'address', 'zipcode'] }, { msg: 'Try later' }] },
          422,
        );
      return jsonResponse({ data: globex });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 3000 }));
    expect(screen.getByRole('checkbox', { name: FLAG })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Payment terms/ })).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Unknown ZIP code', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
  });

  it('offers no Edit to a sales partner', async () => {
    renderClientPages(makeUser({ user_type: 'sales_partner', role: 'owner' }), '/clients/c-globex', (u) =>
      u.pathname === '/v2/clients/c-globex' ? jsonResponse({ data: globex }) : undefined,
    );
    await screen.findByRole('heading', { name: 'Globex Corporation' }, { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument());
  });
});
