import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { globex } from './client-fixtures';
import { renderClientPages } from './client-page-harness';
import { lastBody } from '../../../test/fetch-stub';

const BEACON_ID = '6f9619ff-8b86-4011-b42d-00c04fc964ff';
const INVALID = 'Some fields are missing or there are formatting issues';
const partner = makeUser({ user_type: 'partner', role: 'owner' });

function renderCreate(user = partner) {
  return renderClientPages(user, '/create_client', (u, init) => {
    if (u.pathname === '/v2/clients' && init?.method === 'POST') return jsonResponse({ data: globex }, 201);
    if (u.pathname === '/v2/clients/c-globex') return jsonResponse({ data: globex });
    return undefined;
  });
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('/create_client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows what is wrong: missing name, bad email, bad US ZIP code', async () => {
    const fetchMock = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Billing email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await pick(user, 'State', 'Texas');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '7870');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('ZIP code must be 12345 or 12345-6789')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/clients')).toHaveLength(0);
  });

  it('switches to provinces and postal codes for Canada, and checks the postal code', async () => {
    renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Maple Co');
    await pick(user, 'Country', 'Canada');
    expect(screen.queryByRole('textbox', { name: 'ZIP code' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Bay St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Toronto');
    await pick(user, 'Province or territory', 'Ontario');
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Postal code must look like A1A 1A1')).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
  });

  it('creates the client with its flags and owner, then opens it', async () => {
    const fetchMock = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Globex Corporation');
    expect(screen.getByRole('textbox', { name: /Payment terms/ })).toHaveValue('30');
    await user.click(screen.getByRole('checkbox', { name: 'Client signs timesheets to approve them' }));
    await user.type(screen.getByRole('textbox', { name: 'Owner first name' }), 'Hank');
    await user.type(screen.getByRole('textbox', { name: 'Owner last name' }), 'Scorpio');
    await user.type(screen.getByRole('textbox', { name: 'Owner email' }), 'hank@globex.test');
    // Partner users create for their own partner: no partner to pick.
    expect(screen.queryByRole('textbox', { name: /Partner/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByText('Success!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Globex Corporation' }, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/clients')).toEqual({
      name: 'Globex Corporation',
      payment_terms_net_days: 30,
      billing_email: null,
      address: null,
      can_create_assignment: false,
      show_contractor_personal: false,
      requires_signature_for_approval: true,
      invoice_frequency: 'weekly',
      invoice_grouping: 'single',
      po_overrun_policy: 'refuse',
      sales_tax_exempt: false,
      sales_tax_exemption_certificate: null,
      owner: { first_name: 'Hank', last_name: 'Scorpio', email: 'hank@globex.test' },
    });
  });

  it('creates the client with its billing settings: frequency, grouping and a sales tax exemption', async () => {
    const fetchMock = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Globex Corporation');
    await pick(user, 'Invoice frequency', 'Every two weeks');
    await pick(user, 'Invoice grouping', 'Per work location');
    await pick(user, 'Purchase order overrun', 'Allow and flag');
    await user.click(screen.getByRole('switch', { name: /Exempt from sales tax/ }));
    await user.type(screen.getByRole('textbox', { name: /Exemption certificate/ }), ' NY-EX-1234 ');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByText('Success!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/clients')).toMatchObject({
      name: 'Globex Corporation',
      invoice_frequency: 'biweekly',
      invoice_grouping: 'work_location',
      po_overrun_policy: 'flag',
      sales_tax_exempt: true,
      sales_tax_exemption_certificate: 'NY-EX-1234',
    });
  }, 15_000);

  it('asks an admin for the partner, picked by name from the partner list', async () => {
    const fetchMock = renderClientPages(makeUser({ user_type: 'admin' }), '/create_client', (u, init) => {
      if (u.pathname === '/v2/partners')
        return listAnswer([
          { id: 'p1', name: 'Acme Staffing' },
          { id: BEACON_ID, name: 'Beacon Talent' },
        ]);
      if (u.pathname === '/v2/clients' && init?.method === 'POST') return jsonResponse({ data: globex }, 201);
      if (u.pathname === '/v2/clients/c-globex') return jsonResponse({ data: globex });
      return undefined;
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 3000 }), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Choose a partner')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/clients')).toHaveLength(0);

    await pick(user, 'Partner', 'Beacon Talent');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Success!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/clients')).toMatchObject({ name: 'Globex', partner_id: BEACON_ID });
  }, 15_000);
});
