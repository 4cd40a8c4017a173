import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommissionPlanView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { makeUser } from '../../../test/factories';
import { CommissionCalculatorPage, planTerms } from './commission-calculator-page';

const sally = makeUser({
  user_type: 'sales_partner',
  links: ['/commission_calculator'],
  base_links: ['/commission_calculator'],
});
const PLAN: CommissionPlanView = {
  id: 'plan-1',
  sales_partner: { id: 's1', name: 'Summit Referrals' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  basis: 'margin',
  tiers: [
    { from: '0.00', percent: '10' },
    { from: '20000.00', percent: '5' },
  ],
  start_date: '2026-01-01',
  end_date: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function open(plans: CommissionPlanView[] = [PLAN]) {
  return renderPages(
    sally,
    [{ path: '/commission_calculator', element: <CommissionCalculatorPage /> }],
    '/commission_calculator',
    (u, init) => {
      if (u.pathname === '/v2/commission_plans') return listAnswer(plans);
      if (u.pathname === '/v2/commissions/quote' && init?.method === 'POST')
        return jsonResponse({
          data: {
            plan_id: 'plan-1',
            basis: 'margin',
            pay_rate: '30.00',
            bill_rate: '45.00',
            burden_per_hour: '3.06',
            margin_per_hour: '11.94',
            weekly: { billing: '1800.00', margin: '477.60', commission: '47.76' },
            annual: { billing: '93600.00', margin: '24835.20', commission: '2241.76' },
            in_effect: true,
            date: '2026-11-26',
          },
        });
      return undefined;
    },
  );
}

describe('/commission_calculator', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('words a plan’s tiers', () => {
    expect(planTerms(PLAN)).toBe('10% of margin to $20,000.00, then 5%');
  });

  it('quotes a placement under a plan: a week and a year of commission', async () => {
    const { fetchMock } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Plan' }, { timeout: 3000 }));
    await user.click(await screen.findByRole('option', { name: /Acme Staffing/, hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'Pay rate' }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Bill rate' }), '45');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'TX');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const table = await screen.findByRole('table', { name: 'Commission per week and per year' });
    expect(within(table).getByText('A week').closest('tr')).toHaveTextContent('$47.76');
    expect(within(table).getByText('A year (52 weeks)').closest('tr')).toHaveTextContent('$2,241.76');
    const sent = fetchMock.mock.calls.find(([input]) => String(input).includes('/v2/commissions/quote'))!;
    expect(JSON.parse(String((sent[1] as RequestInit).body))).toMatchObject({
      plan_id: 'plan-1',
      pay_rate: '30',
      bill_rate: '45',
      hours_per_week: '40',
      state: 'TX',
    });
  });

  it('says so when no plan exists yet', async () => {
    open([]);
    expect(await screen.findByText(/No commission plan yet/, {}, { timeout: 3000 })).toBeVisible();
  });
});
