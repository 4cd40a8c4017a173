import { screen, waitFor, within } from '@testing-library/react';
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

/** Opens a Mantine select by its input and clicks an option of its own list. */
async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

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
    // Billing settings.
    expect(screen.getByText('Weekly')).toBeInTheDocument();
    expect(screen.getByText('One invoice')).toBeInTheDocument();
    expect(screen.getByText('Refuse approval past the budget')).toBeInTheDocument();
    expect(screen.getByText('Taxed')).toBeInTheDocument();
  });

  it('shows a tax-exempt client with its certificate and billing settings', async () => {
    const exempt = {
      ...globex,
      invoice_frequency: 'biweekly' as const,
      invoice_grouping: 'work_location' as const,
      sales_tax_exempt: true,
      sales_tax_exemption_certificate: 'NY-EX-1234',
    };
    renderClientPages(clientOwner, '/clients/c-globex', (u) =>
      u.pathname === '/v2/clients/c-globex' ? jsonResponse({ data: exempt }) : undefined,
    );
    expect(await screen.findByText('Exempt · certificate NY-EX-1234', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Every two weeks')).toBeInTheDocument();
    expect(screen.getByText('Per work location')).toBeInTheDocument();
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
    // Billing settings are not the owner's to change.
    expect(screen.queryByRole('group', { name: 'Billing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Invoice frequency/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Exempt from sales tax/ })).not.toBeInTheDocument();

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

  it('lets partner editors change the billing settings: frequency, grouping, exemption and its certificate', async () => {
    const fetchMock = renderClientPages(partnerOwner, '/clients/c-globex', (u, init) => {
      if (u.pathname !== '/v2/clients/c-globex') return undefined;
      if (init?.method === 'PATCH')
        return jsonResponse({
          data: {
            ...globex,
            invoice_frequency: 'monthly',
            invoice_grouping: 'contractor',
            po_overrun_policy: 'flag',
            sales_tax_exempt: true,
            sales_tax_exemption_certificate: 'TX-01-339',
          },
        });
      return jsonResponse({ data: globex });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 3000 }));
    const billing = screen.getByRole('group', { name: 'Billing' });
    expect(within(billing).getByRole('combobox', { name: /Invoice frequency/ })).toHaveValue('Weekly');
    expect(within(billing).getByRole('combobox', { name: /Invoice grouping/ })).toHaveValue('One invoice');
    // The certificate is asked for only once the client is exempt.
    expect(within(billing).queryByRole('textbox', { name: /Exemption certificate/ })).not.toBeInTheDocument();
    await pick(user, within(billing).getByRole('combobox', { name: /Invoice frequency/ }), 'Monthly');
    await pick(user, within(billing).getByRole('combobox', { name: /Invoice grouping/ }), 'Per contractor');
    await pick(user, within(billing).getByRole('combobox', { name: /Purchase order overrun/ }), 'Allow and flag');
    await user.click(within(billing).getByRole('switch', { name: /Exempt from sales tax/ }));
    await user.type(within(billing).getByRole('textbox', { name: /Exemption certificate/ }), 'TX-01-339');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Success!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', '/v2/clients/c-globex')).toMatchObject({
      invoice_frequency: 'monthly',
      invoice_grouping: 'contractor',
      po_overrun_policy: 'flag',
      sales_tax_exempt: true,
      sales_tax_exemption_certificate: 'TX-01-339',
    });
    expect(screen.getByText('Allow and flag')).toBeInTheDocument();
    expect(await screen.findByText('Exempt · certificate TX-01-339')).toBeInTheDocument();
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByText('Per contractor')).toBeInTheDocument();
  }, 15_000);

  it('drops the certificate when a client is taxed again', async () => {
    const exempt = { ...globex, sales_tax_exempt: true, sales_tax_exemption_certificate: 'NY-EX-1234' };
    const fetchMock = renderClientPages(partnerOwner, '/clients/c-globex', (u, init) => {
      if (u.pathname !== '/v2/clients/c-globex') return undefined;
      if (init?.method === 'PATCH') return jsonResponse({ data: globex });
      return jsonResponse({ data: exempt });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 3000 }));
    expect(screen.getByRole('textbox', { name: /Exemption certificate/ })).toHaveValue('NY-EX-1234');
    await user.click(screen.getByRole('switch', { name: /Exempt from sales tax/ }));
    expect(screen.queryByRole('textbox', { name: /Exemption certificate/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Success!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', '/v2/clients/c-globex')).toMatchObject({
      sales_tax_exempt: false,
      sales_tax_exemption_certificate: null,
    });
  });

  it('offers no Edit to a sales partner', async () => {
    renderClientPages(makeUser({ user_type: 'sales_partner', role: 'owner' }), '/clients/c-globex', (u) =>
      u.pathname === '/v2/clients/c-globex' ? jsonResponse({ data: globex }) : undefined,
    );
    await screen.findByRole('heading', { name: 'Globex Corporation' }, { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument());
  });
});
