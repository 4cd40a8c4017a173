import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreeningView } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer } from '../../../test/fetch-stub';
import { ScreeningsPage } from './screenings-page';

const IAN = '00000000-0000-4000-8000-0000000000a1';
const partner = makeUser({ user_type: 'partner', links: ['/screenings'], base_links: ['/screenings'] });
const client = makeUser({ user_type: 'client', links: ['/screenings'], base_links: ['/screenings'] });

const ordered: ScreeningView = {
  id: 'sc-9',
  type: 'drug_test',
  status: 'processing',
  provider: 'sandbox',
  provider_ref: 'sandbox_sc-9',
  result: null,
  contractor: { id: IAN, name: 'Ian Independent' },
  client: null,
  partner: { id: 'p-1', name: 'Acme Staffing' },
  ordered_by: null,
  created_at: '2026-11-20T10:00:00Z',
  result_due_at: '2026-11-20T10:00:05Z',
  completed_at: null,
  decided_by: null,
  decided_at: null,
  decision_note: null,
  can_decide: false,
  provider_status: null,
  provider_error: null,
};

const routes = [
  { path: '/screenings', element: <ScreeningsPage /> },
  { path: '/screenings/:id', element: <p>Screening page</p> },
];

describe('/screenings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('a partner orders a screening and lands on its page', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(partner, routes, '/screenings', (u, init) => {
      if (u.pathname === '/v2/screenings' && init?.method === 'POST') return jsonResponse({ data: ordered }, 201);
      if (u.pathname === '/v2/screenings') return listAnswer([ordered]);
      if (u.pathname === '/v2/contractors')
        return listAnswer([{ id: IAN, first_name: 'Ian', last_name: 'Independent' }]);
      if (u.pathname === '/v2/clients') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByRole('link', { name: 'Drug test' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/screenings/sc-9',
    );
    await user.click(screen.getByRole('button', { name: 'Order screening' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order screening' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Worker/ }));
    await user.click(await screen.findByRole('option', { name: 'Ian Independent', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Screening/ }));
    await user.click(await screen.findByRole('option', { name: 'Drug test', hidden: true }));
    // The stubbed globals are production's: no sandbox there, so no sandbox result is offered or sent.
    expect(within(dialog).queryByRole('combobox', { name: /^Sandbox result/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('Screening page')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/screenings')).toEqual({
      contractor_id: IAN,
      type: 'drug_test',
      client_id: null,
    });
  }, 20_000);

  it('a client reads its screenings but orders none', async () => {
    renderPages(client, routes, '/screenings', (u) =>
      u.pathname === '/v2/screenings' ? listAnswer([ordered]) : undefined,
    );
    expect(await screen.findByRole('link', { name: 'Drug test' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order screening' })).not.toBeInTheDocument();
  });

  it('the Requirements tab sets what a client requires', async () => {
    const user = userEvent.setup();
    const UMBRELLA = '00000000-0000-4000-8000-0000000000b1';
    const { fetchMock } = renderPages(partner, routes, '/screenings?tab=requirements', (u, init) => {
      if (u.pathname === '/v2/screening_configs' && init?.method === 'PUT')
        return jsonResponse({
          data: {
            id: 'cf-1',
            partner: { id: 'p-1', name: 'Acme Staffing' },
            client: { id: UMBRELLA, name: 'Umbrella Health' },
            job: null,
            screening_types: ['drug_test'],
            license_types: ['RN'],
            updated_at: '2026-11-20T10:00:00Z',
          },
        });
      if (u.pathname === '/v2/screening_configs') return jsonResponse({ data: [] });
      if (u.pathname === '/v2/clients')
        return listAnswer([{ id: UMBRELLA, name: 'Umbrella Health', partner: { id: 'p-1', name: 'Acme Staffing' } }]);
      if (u.pathname === '/v2/screenings') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('No requirements set.', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set requirements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set requirements' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Client/ }));
    await user.click(await screen.findByRole('option', { name: 'Umbrella Health', hidden: true }));
    await user.click(within(dialog).getByLabelText(/Screenings required/));
    await user.click(await screen.findByRole('option', { name: 'Drug test', hidden: true }));
    await user.type(within(dialog).getByLabelText(/Licenses required/), 'RN{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Requirements saved')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PUT', '/v2/screening_configs')).toEqual({
      client_id: UMBRELLA,
      job_id: null,
      screening_types: ['drug_test'],
      license_types: ['RN'],
    });
  }, 20_000);

  it("sets a job's own requirements, and removes a row after asking", async () => {
    const user = userEvent.setup();
    const UMBRELLA = '00000000-0000-4000-8000-0000000000b1';
    const NURSE = '00000000-0000-4000-8000-0000000000c1';
    const clientRow = {
      id: 'cf-1',
      partner: { id: 'p-1', name: 'Acme Staffing' },
      client: { id: UMBRELLA, name: 'Umbrella Health' },
      job: null,
      screening_types: ['drug_test'],
      license_types: ['RN'],
      updated_at: '2026-11-20T10:00:00Z',
    };
    const jobRow = { ...clientRow, id: 'cf-2', job: { id: NURSE, name: 'Night nurse' }, license_types: [] };
    const { fetchMock } = renderPages(partner, routes, '/screenings?tab=requirements', (u, init) => {
      if (u.pathname === '/v2/screening_configs' && init?.method === 'PUT') return jsonResponse({ data: jobRow });
      if (u.pathname === '/v2/screening_configs/cf-2' && init?.method === 'DELETE')
        return new Response(null, { status: 204 });
      if (u.pathname === '/v2/screening_configs') return jsonResponse({ data: [clientRow, jobRow] });
      if (u.pathname === '/v2/clients')
        return listAnswer([{ id: UMBRELLA, name: 'Umbrella Health', partner: { id: 'p-1', name: 'Acme Staffing' } }]);
      if (u.pathname === '/v2/jobs') return listAnswer([{ id: NURSE, title: 'Night nurse' }]);
      if (u.pathname === '/v2/screenings') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('Night nurse', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Every job')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set requirements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set requirements' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Client/ }));
    await user.click(await screen.findByRole('option', { name: 'Umbrella Health', hidden: true }));
    // The client's own row is loaded to change; picking the job loads the job's.
    expect(within(dialog).getByText('RN')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Job/ }));
    await user.click(await screen.findByRole('option', { name: 'Night nurse', hidden: true }));
    expect(within(dialog).queryByText('RN')).toBeNull();
    await user.click(within(dialog).getByLabelText(/Screenings required/));
    await user.click(await screen.findByRole('option', { name: 'Health check', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Requirements saved')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PUT', '/v2/screening_configs')).toEqual({
      client_id: UMBRELLA,
      job_id: NURSE,
      screening_types: ['drug_test', 'health_check'],
      license_types: [],
    });

    const row = screen.getByText('Night nurse').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove these requirements?' });
    expect(ask).toHaveTextContent('Umbrella Health — Night nurse will no longer require Drug test');
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Requirements removed')).toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([input]) => new URL(String(input), 'http://localhost').pathname)).toEqual([
      '/v2/screening_configs/cf-2',
    ]);
  }, 30_000);

  it('a client reads its requirements but changes none', async () => {
    renderPages(client, routes, '/screenings?tab=requirements', (u) => {
      if (u.pathname === '/v2/screening_configs')
        return jsonResponse({
          data: [
            {
              id: 'cf-1',
              partner: { id: 'p-1', name: 'Acme Staffing' },
              client: { id: 'c-1', name: 'Umbrella Health' },
              job: null,
              screening_types: ['drug_test'],
              license_types: [],
              updated_at: '2026-11-20T10:00:00Z',
            },
          ],
        });
      if (u.pathname === '/v2/screenings') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('Umbrella Health', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set requirements' })).toBeNull();
  });

  it("staff read every partner's requirements, each row naming its partner; a partner's users need no such column", async () => {
    const admin = makeUser({ user_type: 'admin', links: ['/screenings'], base_links: ['/screenings'] });
    const row = (id: string, partner: string, clientName: string) => ({
      id,
      partner: { id: `p-${partner}`, name: partner },
      client: { id: `c-${id}`, name: clientName },
      job: null,
      screening_types: ['drug_test'],
      license_types: [],
      updated_at: '2026-11-20T10:00:00Z',
    });
    renderPages(admin, routes, '/screenings?tab=requirements', (u) => {
      if (u.pathname === '/v2/screening_configs')
        return jsonResponse({
          data: [row('1', 'Acme Staffing', 'Umbrella Health'), row('2', 'Beacon Talent', 'Wayne')],
        });
      if (u.pathname === '/v2/screenings') return listAnswer([]);
      return undefined;
    });
    const wayne = (await screen.findByText('Wayne', {}, { timeout: 3000 })).closest('tr')!;
    expect(within(wayne).getByText('Beacon Talent')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Partner' })).toBeInTheDocument();
  });
});
