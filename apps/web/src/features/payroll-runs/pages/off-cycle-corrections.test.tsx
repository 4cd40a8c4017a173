import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { offCycleBody } from '../components/off-cycle-run-modal';
import { correctionsOf } from '../components/paycheck-corrections';
import { monthOf } from '../components/tax-liabilities';
import { admin, beaconOwner, detail, eor, paycheck } from './payroll-fixtures';
import { PaycheckPage } from './paycheck-page';
import { PayrollRunPage } from './payroll-run-page';
import { PayrollRunsPage } from './payroll-runs-page';

const routes = [
  { path: '/payroll_runs', element: <PayrollRunsPage /> },
  { path: '/payroll_runs/:id', element: <PayrollRunPage /> },
  { path: '/paychecks/:id', element: <PaycheckPage /> },
];

const PAID_TRANSFER = {
  id: 'x-1',
  method: 'direct_deposit' as const,
  status: 'paid' as const,
  amount: '969.75',
  account_last4: '3456',
  return_code: null,
  resent_from_id: null,
  created_at: '2026-10-30T12:00:00Z',
  fallback: null,
};

describe('off-cycle runs on /payroll_runs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('builds the API body from the dialog: a gross-up only for a bonus, a final paycheck without an amount', () => {
    const base = { partnerId: null, checkDate: '2026-12-04', workers: ['c1', 'c2'], amounts: { c1: '500.00' } };
    expect(offCycleBody({ ...base, reason: 'bonus', grossUp: true })).toEqual({
      reason: 'bonus',
      check_date: '2026-12-04',
      gross_up: true,
      workers: [
        { contractor_id: 'c1', earnings: [{ type: 'bonus', amount: '500.00' }] },
        { contractor_id: 'c2', earnings: [] },
      ],
    });
    expect(offCycleBody({ ...base, reason: 'correction', grossUp: true, partnerId: 'p1' })).toMatchObject({
      partner_id: 'p1',
      gross_up: false,
      workers: [{ earnings: [{ type: 'regular', amount: '500.00' }] }, { earnings: [] }],
    });
  });

  it('explains the reason’s defaults, asks for what is missing, refuses a weekend check date, posts the run and lands on it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(beaconOwner, routes, '/payroll_runs', (u, init) => {
      if (u.pathname === '/v2/payroll_runs/off_cycle' && init?.method === 'POST')
        return jsonResponse({ data: detail({ kind: 'off_cycle', off_cycle_reason: 'bonus' }) }, 201);
      if (u.pathname === '/v2/payroll_runs/run-1') return jsonResponse({ data: detail() });
      if (u.pathname === '/v2/payroll_runs') return listAnswer([]);
      if (u.pathname === '/v2/contractors')
        return listAnswer([{ id: 'c-casey', first_name: 'Casey', last_name: 'Contractor' }]);
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Off-cycle run' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Off-cycle run' });
    expect(within(dialog).getByText(/supplemental method/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create off-cycle run' }));
    expect(within(dialog).getByText('Choose at least one worker')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_runs/off_cycle')).toEqual([]);

    const workers = within(dialog).getByLabelText(/^Workers/);
    await user.click(workers);
    await user.click(await screen.findByRole('option', { name: 'Casey Contractor', hidden: true }));
    // A Saturday is refused at once, naming the banking days either side; nothing is posted.
    await user.type(within(dialog).getByLabelText(/Check date/), '2027-01-09');
    expect(
      within(dialog).getByText(
        '2027-01-09 is a Saturday, not a banking day: a check is dated on a banking day — choose 2027-01-08 or 2027-01-11',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create off-cycle run' }));
    expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_runs/off_cycle')).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Check date/));
    await user.type(within(dialog).getByLabelText(/Check date/), '2026-12-04');
    expect(within(dialog).queryByText(/not a banking day/)).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: /Gross up/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Casey Contractor: net to pay/ }), '500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Create off-cycle run' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_runs/off_cycle')).toEqual([
        {
          reason: 'bonus',
          check_date: '2026-12-04',
          gross_up: true,
          workers: [{ contractor_id: 'c-casey', earnings: [{ type: 'bonus', amount: '500.00' }] }],
        },
      ]),
    );
    expect(await screen.findByRole('heading', { name: /Payroll run/ })).toBeInTheDocument();
  });

  it('shows an issued run’s tax liabilities, footing to their totals', async () => {
    renderPages(admin, routes, '/payroll_runs/run-1', (u) => {
      if (u.pathname === '/v2/payroll_runs/run-1') return jsonResponse({ data: detail({ status: 'paid' }) });
      if (u.pathname === '/v2/payroll_runs/run-1/tax_liabilities')
        return jsonResponse({
          data: {
            payroll_run_id: 'run-1',
            pay_date: '2026-10-30',
            liabilities: [
              {
                agency: 'IRS',
                form: '941',
                code: 'federal_income_tax',
                label: 'Federal income tax',
                withheld: '100.00',
                employer: '0.00',
                total: '100.00',
              },
              {
                agency: 'IRS',
                form: '941',
                code: 'social_security',
                label: 'Social Security',
                withheld: '62.00',
                employer: '62.00',
                total: '124.00',
              },
            ],
            totals: { withheld: '162.00', employer: '62.00', total: '224.00' },
            note: 'Deposits are due by the employer’s schedule.',
          },
        });
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Tax liabilities' }, { timeout: 3000 });
    const foot = table.querySelector('tfoot')!;
    expect(within(foot).getByText('$162.00')).toBeInTheDocument();
    expect(within(foot).getByText('$224.00')).toBeInTheDocument();
    expect(within(table).getByText('Social Security')).toBeInTheDocument();
  });

  it('shows the month of the pay date across the partner’s runs, for the run’s employer', async () => {
    expect(monthOf('2026-02-13')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-13')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    const user = userEvent.setup();
    const shown = detail({ status: 'paid' });
    const { fetchMock } = renderPages(admin, routes, '/payroll_runs/run-1', (u) => {
      if (u.pathname === '/v2/payroll_runs/run-1') return jsonResponse({ data: shown });
      if (u.pathname === '/v2/payroll_runs/run-1/tax_liabilities')
        return jsonResponse({
          data: {
            payroll_run_id: 'run-1',
            pay_date: shown.pay_date,
            liabilities: [],
            totals: { withheld: '0.00', employer: '0.00', total: '0.00' },
            note: '',
          },
        });
      if (u.pathname === '/v2/payroll_tax_liabilities')
        return jsonResponse({
          data: {
            from: '2026-10-01',
            to: '2026-10-31',
            employers: [
              {
                employer_key: shown.employer_key,
                liabilities: [
                  {
                    agency: 'IRS',
                    form: '940',
                    code: 'futa',
                    label: 'FUTA',
                    withheld: '0.00',
                    employer: '42.00',
                    total: '42.00',
                  },
                ],
                totals: { withheld: '0.00', employer: '42.00', total: '42.00' },
              },
            ],
            note: 'No due dates.',
          },
        });
      return undefined;
    });
    await user.click(await screen.findByText('Month of pay date', {}, { timeout: 3000 }));
    const table = await screen.findByRole('table', { name: 'Tax liabilities for the month' });
    expect(within(table.querySelector('tfoot')!).getAllByText('$42.00')).toHaveLength(2);
    const asked = requestsTo(fetchMock, '/v2/payroll_tax_liabilities').at(-1)!;
    expect(asked.searchParams.get('partner_id')).toBe(shown.partner.id);
    expect(asked.searchParams.get('from')).toBe(monthOf(shown.pay_date).from);
  });
});

describe('correcting a paycheck on /paychecks/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('offers void for a paid paycheck, reissue once voided, re-send for a failed transfer', () => {
    const paid = paycheck({ run_status: 'paid', transfers: [PAID_TRANSFER] });
    expect(correctionsOf(paid)).toEqual({ void: true, reissue: false, resend: false });
    expect(correctionsOf({ ...paid, reversed_by_id: 'pc-rev' })).toEqual({ void: false, reissue: true, resend: false });
    const failed = {
      ...paid,
      run_status: 'partially_paid' as const,
      transfers: [{ ...PAID_TRANSFER, status: 'failed' as const }],
    };
    expect(correctionsOf(failed)).toEqual({ void: true, reissue: false, resend: true });
    expect(correctionsOf(paycheck())).toEqual({ void: false, reissue: false, resend: false });
    expect(correctionsOf({ ...paid, reversal_of_id: 'pc-x' })).toEqual({ void: false, reissue: false, resend: false });
  });

  it('voids after a confirmation with its reason, and shows the links between original and reversal', async () => {
    const user = userEvent.setup();
    const shown = paycheck({ run_status: 'paid', transfers: [PAID_TRANSFER] });
    const reversal = paycheck({
      id: 'pc-rev',
      run_status: 'paid',
      reversal_of_id: 'pc-casey',
      void_reason: 'Paid twice',
      net: '-969.75',
    });
    const { fetchMock } = renderPages(admin, routes, '/paychecks/pc-casey', (u, init) => {
      if (u.pathname === '/v2/paychecks/pc-casey/void' && init?.method === 'POST')
        return jsonResponse({ data: reversal });
      if (u.pathname === '/v2/paychecks/pc-casey') return jsonResponse({ data: shown });
      return undefined;
    });
    expect(await screen.findByRole('table', { name: 'Transfers' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reissue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this paycheck?' });
    expect(within(dialog).getByRole('button', { name: 'Void paycheck' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Paid twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void paycheck' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/paychecks/pc-casey/void')).toEqual([{ reason: 'Paid twice' }]),
    );
  });

  it('shows a reversal’s link to its original, and no corrections to a reader', async () => {
    renderPages(eor, routes, '/paychecks/pc-rev', (u) =>
      u.pathname === '/v2/paychecks/pc-rev'
        ? jsonResponse({
            data: paycheck({ id: 'pc-rev', run_status: 'paid', reversal_of_id: 'pc-casey', void_reason: 'Paid twice' }),
          })
        : undefined,
    );
    const link = await screen.findByRole('link', { name: '#pc-casey' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', '/paychecks/pc-casey');
    expect(screen.getByText('Void reason: Paid twice')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Reversing paycheck/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });
});
