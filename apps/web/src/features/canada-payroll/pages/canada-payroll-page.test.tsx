import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CanadaPayrollSummary, T4WorkerRow } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { makeUser } from '../../../test/factories';
import { CanadaPayrollPage } from './canada-payroll-page';

const ACME = '00000000-0000-4000-8000-0000000000a1';
const admin = makeUser({ user_type: 'admin', links: ['/canada-payroll'], base_links: ['/canada-payroll'] });
const YEAR = String(new Date().getFullYear());
const remittance = {
  employer_key: 'platform',
  employer_name: 'Platform (EOR)',
  month: `${YEAR}-03`,
  paychecks: 2,
  gross: '4000.00',
  cpp_employee: '230.00',
  cpp_employer: '230.00',
  cpp2_employee: '0.00',
  cpp2_employer: '0.00',
  ei_employee: '65.20',
  ei_employer: '91.28',
  income_tax: '600.00',
  total: '1216.48',
};
const summary = (over: Partial<CanadaPayrollSummary> = {}): CanadaPayrollSummary => ({
  year: Number(YEAR),
  td1: {
    federal: { basic_personal_amount: '16452.00', minimum_basic_personal_amount: '14829.00' },
    provinces: [{ province: 'ON', basic_personal_amount: '12989.00' }],
    cpp: { percent: '5.95', ympe: '74600.00', basic_exemption: '3500.00', max_contribution: '4230.45' },
    cpp2: { percent: '4', yampe: '85000.00', max_contribution: '416.00' },
    ei: { percent: '1.63', max_insurable: '68900.00', max_premium: '1123.07', employer_multiple: '1.4' },
  },
  remittances: [remittance],
  totals: { ...remittance },
  files: [
    {
      id: 'file-1',
      payroll_run_id: 'run-1',
      partner: { id: ACME, name: 'Acme Staffing' },
      pay_date: `${YEAR}-03-06`,
      entry_count: 2,
      total_credit: '2800.00',
      submitted_at: `${YEAR}-03-04T15:00:00.000Z`,
      created_at: `${YEAR}-03-04T15:00:00.000Z`,
    },
  ],
  note: 'No due dates are given.',
  ...over,
});
const t4: T4WorkerRow = {
  id: 'tom',
  contractor: { id: 'tom', name: 'Tom Tremblay' },
  partner: { id: ACME, name: 'Acme Staffing' },
  employer_name: 'Platform (EOR)',
  province: 'ON',
  paychecks: 2,
  box_14: '4000.00',
  box_16: '230.00',
  box_16a: '0.00',
  box_18: '65.20',
  box_22: '600.00',
  box_24: '4000.00',
  box_26: '4000.00',
};

function open(answer: CanadaPayrollSummary = summary()) {
  return renderPages(admin, [{ path: '/canada-payroll', element: <CanadaPayrollPage /> }], '/canada-payroll', (u) => {
    if (u.pathname === '/v2/canada_payroll') return jsonResponse({ data: answer });
    if (u.pathname === '/v2/canada_payroll/t4_workers') return listAnswer([t4]);
    return undefined;
  });
}

describe('/canada-payroll', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the month’s remittance with both shares together, the files, the TD1 defaults and the T4 boxes', async () => {
    open();
    const remittances = await screen.findByRole('table', { name: 'CRA remittances' }, { timeout: 3000 });
    const march = within(remittances).getByText(`March ${YEAR}`).closest('tr')!;
    // CPP 230 + 230, EI 65.20 + 91.28, and the total to remit.
    expect(march).toHaveTextContent('CAD 460.00');
    expect(march).toHaveTextContent('CAD 156.48');
    expect(march).toHaveTextContent('CAD 1,216.48');
    expect(remittances.querySelector('tfoot')).toHaveTextContent(`Total ${YEAR}`);
    const files = screen.getByRole('table', { name: 'CPA-005 files' });
    expect(within(files).getByRole('link', { name: 'Mar 6, ' + YEAR })).toHaveAttribute('href', '/payroll_runs/run-1');
    expect(screen.getByRole('table', { name: 'TD1 basic personal amounts' })).toHaveTextContent('CAD 12,989.00');
    const worker = (await screen.findByText('Tom Tremblay')).closest('tr')!;
    expect(worker).toHaveTextContent('CAD 4,000.00');
    expect(worker).toHaveTextContent('CAD 600.00');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('asks every section for the year chosen', async () => {
    const { fetchMock } = open();
    await screen.findByRole('table', { name: 'CRA remittances' }, { timeout: 3000 });
    const last = String(Number(YEAR) - 1);
    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    await userEvent.click(await screen.findByRole('option', { name: last, hidden: true }));
    await screen.findByRole('table', { name: 'CRA remittances' });
    expect(requestsTo(fetchMock, '/v2/canada_payroll').at(-1)!.searchParams.get('year')).toBe(last);
    expect(requestsTo(fetchMock, '/v2/canada_payroll/t4_workers').at(-1)!.searchParams.get('year')).toBe(last);
  });

  it('says so when a year has no Canadian paychecks and no tables', async () => {
    open(summary({ remittances: [], files: [], td1: null }));
    expect(
      await screen.findByText(`No Canadian paychecks were issued in ${YEAR}.`, {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.getByText(`No CPA-005 deposit files for runs paid in ${YEAR}.`)).toBeVisible();
    expect(screen.getByText(/has no Canadian tables/)).toBeVisible();
  });
});
