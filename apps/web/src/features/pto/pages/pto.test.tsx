import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PtoAccrualView, PtoBalanceView, PtoEnrollmentView, PtoRuleView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { PtoAccrualsPage } from './pto-accruals-page';
import { PtoRulesPage } from './pto-rules-page';

const CASEY = { id: '00000000-0000-4000-8000-0000000000ca', name: 'Casey Worker' };
const RULE = { id: 'r-1', name: 'Acme PTO' };
const balance: PtoBalanceView = {
  contractor: CASEY,
  pto_rule: { ...RULE, method: 'per_hour_worked' },
  enrollment_id: 'e-1',
  start_date: '2026-01-05',
  balance_minutes: 16 * 60,
  accrued_minutes: 24 * 60 + 30,
  used_minutes: -(8 * 60 + 30),
  forfeited_minutes: 0,
};
const usage: PtoAccrualView = {
  id: 'l-1',
  contractor: CASEY,
  pto_rule: RULE,
  kind: 'usage',
  minutes: -8 * 60,
  effective_date: '2026-03-02',
  timesheet_id: null,
  time_off_request_id: 'tor-1',
  reverses_id: null,
  note: null,
  created_at: '2026-03-01T10:00:00Z',
};
const rule: PtoRuleView = {
  ...RULE,
  method: 'per_hour_worked',
  accrual_rate: '0.05',
  minutes_per_period: null,
  balance_cap_minutes: 80 * 60,
  carry_over_cap_minutes: null,
  active: true,
  partner: { id: 'p1', name: 'Acme Staffing' },
  enrolled_count: 1,
  balance_minutes: 16 * 60,
  can_edit: true,
  can_enroll: true,
  created_at: '2026-01-01T10:00:00Z',
};
const enrollment: PtoEnrollmentView = {
  id: 'e-1',
  pto_rule_id: RULE.id,
  contractor: CASEY,
  start_date: '2026-01-05',
  balance_minutes: 16 * 60,
  created_at: '2026-01-05T10:00:00Z',
};
const routes = [
  { path: '/pto_accruals', element: <PtoAccrualsPage /> },
  { path: '/pto_rules/:id?', element: <PtoRulesPage /> },
];
const contractor = makeUser({ user_type: 'contractor', role: null, links: ['/pto_accruals'] });
const partner = makeUser({ user_type: 'partner', role: 'owner' });

describe('PTO pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearToken();
    localStorage.removeItem('ui.timezone');
  });

  it('shows a contractor hours to two places, as every time screen does', async () => {
    renderPages(contractor, routes, '/pto_accruals', (u) => {
      if (u.pathname === '/v2/pto_accruals/balances') return listAnswer([balance]);
      if (u.pathname === '/v2/pto_accruals') return listAnswer([usage]);
      return undefined;
    });
    const card = await screen.findByRole('group', { name: 'Acme PTO' }, { timeout: 3000 });
    expect(within(card).getByTestId('pto-balance')).toHaveTextContent('16.00 h');
    expect(card).toHaveTextContent('Accrued 24.50 h · Used 8.50 h');
    const shown = await screen.findAllByText('-8.00 h', {}, { timeout: 3000 });
    const row = shown.find((el) => el.closest('tbody'))!.closest('tr')!;
    expect(row).toHaveTextContent('Usage');
    // The ledger's page total: one usage here.
    const footer = row.closest('table')!.querySelector('tfoot')!;
    expect(footer).toHaveTextContent('Page total');
    expect(footer).toHaveTextContent('-8.00 h');
  });

  it("announces a balance that could not be loaded as an error, like every list's", async () => {
    renderPages(contractor, routes, '/pto_accruals', (u) => {
      if (u.pathname === '/v2/pto_accruals/balances') return jsonResponse({ message: 'Service unavailable' }, 403);
      if (u.pathname === '/v2/pto_accruals') return listAnswer([]);
      return undefined;
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Could not load the PTO balance');
    expect(alert).toHaveTextContent('Service unavailable');
  });

  it('says when the enrolled contractors could not be loaded instead of claiming there are none', async () => {
    renderPages(partner, routes, '/pto_rules/r-1', (u) => {
      if (u.pathname === '/v2/pto_rules/r-1') return jsonResponse({ data: rule });
      if (u.pathname === '/v2/pto_rules/r-1/enrollments') return jsonResponse({ message: 'Not allowed' }, 403);
      if (u.pathname === '/v2/contractors') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Acme PTO' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Not allowed', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('No contractors are enrolled in this rule yet.')).not.toBeInTheDocument();
  });

  it("adjusts a balance from today's date where the reader is, with the server's refusal beside its field", async () => {
    // 03:00 UTC on March 3 is the evening of March 2 in Los Angeles.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T03:00:00Z'));
    localStorage.setItem('ui.timezone', 'America/Los_Angeles');
    const { fetchMock } = renderPages(partner, routes, '/pto_rules/r-1', (u, init) => {
      if (u.pathname === '/v2/pto_rules/r-1') return jsonResponse({ data: rule });
      if (u.pathname === '/v2/pto_rules/r-1/enrollments') return jsonResponse({ data: [enrollment] });
      if (u.pathname === '/v2/contractors') return listAnswer([]);
      if (u.pathname === '/v2/pto_rules/r-1/adjustments' && init?.method === 'POST')
        return jsonResponse(
          { detail: [{ loc: ['body', 'effective_date'], msg: 'Before the enrollment start', type: 'value_error' }] },
          422,
        );
      return undefined;
    });
    const user = userEvent.setup();
    const enrolled = await screen.findByRole('table', { name: 'Enrolled contractors' }, { timeout: 3000 });
    // axe empty-table-header: the buttons' column says what it holds.
    expect(within(enrolled).getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    await user.click(within(enrolled).getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog', { name: "Adjust Casey Worker's balance" });
    expect(within(dialog).getByLabelText(/Effective date/)).toHaveValue('2026-03-02');

    // Nothing typed: the spec's general message on top, each field's own beside it, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(dialog).findByText('Some fields are missing or there are formatting issues')).toBeVisible();
    expect(within(dialog).getByText('Say why')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/pto_rules/r-1/adjustments')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Hours' }), '-2.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Correction');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/pto_rules/r-1/adjustments')).toEqual([
        { contractor_id: CASEY.id, minutes: -150, effective_date: '2026-03-02', note: 'Correction' },
      ]),
    );
    const date = within(dialog).getByLabelText(/Effective date/);
    expect(await within(dialog).findByText('Before the enrollment start')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
  }, 15_000);
  it('enrols a contractor: the general message when none is chosen, and a 409 from the server on top', async () => {
    const { fetchMock } = renderPages(partner, routes, '/pto_rules/r-1', (u, init) => {
      if (u.pathname === '/v2/pto_rules/r-1') return jsonResponse({ data: rule });
      if (u.pathname === '/v2/pto_rules/r-1/enrollments' && init?.method === 'POST')
        return jsonResponse({ message: 'Casey Worker is already enrolled in this rule' }, 409);
      if (u.pathname === '/v2/pto_rules/r-1/enrollments') return jsonResponse({ data: [] });
      if (u.pathname === '/v2/contractors')
        return listAnswer([
          { id: CASEY.id, first_name: 'Casey', last_name: 'Worker', partner: { id: 'p1', name: 'Acme Staffing' } },
        ]);
      return undefined;
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Enroll contractor' }, { timeout: 3000 });
    await user.click(within(form).getByRole('button', { name: 'Enroll' }));
    expect(await within(form).findByText('Some fields are missing or there are formatting issues')).toBeVisible();
    expect(within(form).getByText('Choose a contractor')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/pto_rules/r-1/enrollments')).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: 'Contractor' }));
    await user.click(await screen.findByRole('option', { name: 'Casey Worker', hidden: true }, { timeout: 3000 }));
    await user.click(within(form).getByRole('button', { name: 'Enroll' }));
    expect(await within(form).findByText('Casey Worker is already enrolled in this rule')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/pto_rules/r-1/enrollments')).toHaveLength(1);
  }, 15_000);
  it("shows staff the contractor a balance's link filters the ledger by, so it can be seen and cleared", async () => {
    const { fetchMock } = renderPages(partner, routes, `/pto_accruals?contractor_id=${CASEY.id}`, (u) => {
      if (u.pathname === '/v2/pto_accruals') return listAnswer([usage]);
      if (u.pathname === '/v2/contractors')
        return listAnswer([{ id: CASEY.id, first_name: 'Casey', last_name: 'Worker' }]);
      return undefined;
    });
    const filter = await screen.findByRole('combobox', { name: 'Contractor' }, { timeout: 3000 });
    await waitFor(() => expect(filter).toHaveValue('Casey Worker'));
    expect(requestsTo(fetchMock, '/v2/pto_accruals').at(-1)?.searchParams.get('contractor_id')).toBe(CASEY.id);
  });
  it('holds the year-end run until a year is typed (a cleared field is no year 0)', async () => {
    const admin = makeUser({ user_type: 'admin', role: 'admin' });
    renderPages(admin, routes, '/pto_rules/r-1', (u) => {
      if (u.pathname === '/v2/pto_rules/r-1')
        return jsonResponse({ data: { ...rule, carry_over_cap_minutes: 40 * 60 } });
      if (u.pathname === '/v2/pto_rules/r-1/enrollments') return jsonResponse({ data: [] });
      if (u.pathname === '/v2/contractors') return listAnswer([]);
      return undefined;
    });
    const user = userEvent.setup();
    const run = await screen.findByRole('button', { name: 'Run year end' }, { timeout: 3000 });
    expect(run).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'Year' }));
    expect(run).toBeDisabled();
    expect(screen.getByText('Enter a year from 2000 to 2100')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '2025');
    expect(run).toBeEnabled();
  });
});
