import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkLocationView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { WorkLocationDetailPage } from './work-location-detail-page';
import { WorkLocationsPage } from './work-locations-page';

const austin: WorkLocationView = {
  id: 'wl-1',
  name: 'Globex Austin HQ',
  partner: { id: 'p1', name: 'Acme Staffing' },
  client: { id: 'c1', name: 'Globex Corporation' },
  address: {
    street_address_line_1: '100 Congress Ave',
    street_address_line_2: null,
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    country: 'US',
  },
  timezone: 'America/Chicago',
  is_remote: false,
  active: true,
  created_at: '2026-01-02T10:00:00Z',
};
const partner = makeUser({ user_type: 'partner', role: 'owner', links: ['/work_locations'] });
const routes = [
  { path: '/work_locations', element: <WorkLocationsPage /> },
  { path: '/work_locations/:id', element: <WorkLocationDetailPage /> },
];
const suggested = { ...austin.address, street_address_line_1: '500 Congress Ave', zipcode: '78701-1234' };

function render(user = partner, post?: (body: { address_confirmed?: boolean; address: object }) => Response) {
  return renderPages(user, routes, '/work_locations', (u, init) => {
    if (u.pathname === '/v2/work_locations' && init?.method === 'POST')
      return post?.(JSON.parse(String(init.body))) ?? jsonResponse({ data: austin }, 201);
    if (u.pathname === '/v2/work_locations') return listAnswer([austin]);
    if (u.pathname === '/v2/work_locations/wl-1') return jsonResponse({ data: austin });
    if (u.pathname === '/v2/clients')
      return listAnswer([{ id: 'c1', name: 'Globex Corporation', partner: { id: 'p1' } }]);
    return undefined;
  });
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillNewLocation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'New work location' }));
  const dialog = await screen.findByRole('dialog', { name: 'New work location' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Globex Annex');
  await user.type(within(dialog).getByRole('textbox', { name: 'Street address' }), '500 Congress Avenue');
  await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Austin');
  await pick(user, 'State', 'Texas');
  await user.type(within(dialog).getByRole('textbox', { name: 'ZIP code' }), '787011234');
  return dialog;
}

const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent?.trim());

describe('/work_locations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists locations with filters, and no partner column for a partner', async () => {
    render();
    expect(await screen.findByRole('link', { name: 'Globex Austin HQ' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/work_locations/wl-1',
    );
    expect(headers()).toEqual(expect.arrayContaining(['Name', 'Client', 'City', 'State', 'Time zone', 'Status']));
    expect(headers()).not.toContain('Partner');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });

  it('offers no New work location to a client user', async () => {
    render(makeUser({ user_type: 'client', role: 'owner', links: ['/work_locations'] }));
    await screen.findByRole('link', { name: 'Globex Austin HQ' }, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'New work location' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Client' })).not.toBeInTheDocument();
  });

  it('checks the form first: name, address and time zone', async () => {
    const { fetchMock } = render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New work location' }));
    const dialog = await screen.findByRole('dialog', { name: 'New work location' });
    await user.click(within(dialog).getByRole('button', { name: 'Create work location' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Street address is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Time zone is required')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/work_locations')).toHaveLength(0);
  }, 10_000);

  it('shows the suggested address and sends it when the user takes it', async () => {
    const { fetchMock, router } = render(partner, (body) =>
      body.address && (body.address as { zipcode: string }).zipcode === '787011234'
        ? jsonResponse(
            { detail: [{ loc: ['body', 'address'], msg: 'Please confirm the suggested address', suggested }] },
            422,
          )
        : jsonResponse({ data: austin }, 201),
    );
    const user = userEvent.setup();
    const form = await fillNewLocation(user);
    // Choosing Texas guessed the zone.
    expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
    await user.click(within(form).getByRole('button', { name: 'Create work location' }));
    const confirm = await screen.findByRole(
      'dialog',
      { name: 'Please confirm the suggested address' },
      { timeout: 3000 },
    );
    expect(within(confirm).getByRole('group', { name: 'Suggested' })).toHaveTextContent('500 Congress Ave');
    expect(within(confirm).getByRole('group', { name: 'You entered' })).toHaveTextContent('500 Congress Avenue');
    await user.click(within(confirm).getByRole('button', { name: 'Use suggested address' }));
    expect(await screen.findByRole('heading', { name: 'Globex Austin HQ' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/work_locations/wl-1');
    const [first, second] = bodiesOf(fetchMock, 'POST', '/v2/work_locations') as { address: object }[];
    expect(first).toMatchObject({
      name: 'Globex Annex',
      timezone: 'America/Chicago',
      address: { zipcode: '787011234' },
    });
    expect(second).toMatchObject({ address: suggested });
  }, 20_000);

  it('keeps the typed address with address_confirmed when the user says so', async () => {
    const { fetchMock } = render(partner, (body) =>
      body.address_confirmed
        ? jsonResponse({ data: austin }, 201)
        : jsonResponse({ detail: [{ loc: ['body', 'address'], msg: 'Please confirm', suggested }] }, 422),
    );
    const user = userEvent.setup();
    const form = await fillNewLocation(user);
    await user.click(within(form).getByRole('button', { name: 'Create work location' }));
    const confirm = await screen.findByRole(
      'dialog',
      { name: 'Please confirm the suggested address' },
      { timeout: 3000 },
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByRole('heading', { name: 'Globex Austin HQ' }, { timeout: 3000 })).toBeInTheDocument();
    const bodies = bodiesOf(fetchMock, 'POST', '/v2/work_locations') as {
      address: object;
      address_confirmed: boolean;
    }[];
    expect(bodies[1]).toMatchObject({
      address_confirmed: true,
      address: { street_address_line_1: '500 Congress Avenue' },
    });
  }, 20_000);
});

describe('/work_locations/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the location and archives it after confirmation', async () => {
    const { fetchMock } = renderPages(partner, routes, '/work_locations/wl-1', (u, init) => {
      if (u.pathname === '/v2/work_locations/wl-1' && init?.method === 'PATCH')
        return jsonResponse({ data: { ...austin, active: false } });
      if (u.pathname === '/v2/work_locations/wl-1') return jsonResponse({ data: austin });
      return undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Globex Austin HQ' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByText('America/Chicago')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive this work location?' });
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/work_locations/wl-1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archived Globex Austin HQ', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/work_locations/wl-1')).toEqual([{ active: false }]);
  });

  it('reads a foreign or unknown location as Not Found', async () => {
    renderPages(partner, routes, '/work_locations/wl-9', () => jsonResponse({ message: 'Not Found' }, 404));
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
