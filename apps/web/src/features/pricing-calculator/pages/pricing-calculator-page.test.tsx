import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { PricingCalculatorPage } from './pricing-calculator-page';

const QUOTE = {
  pay_rate: '20.0000',
  bill_rate: '30.0000',
  markup_percent: '50.0000',
  margin_percent: '27.6567',
  margin_before_burden_percent: '33.3333',
  margin_per_hour: '8.2970',
  burden: {
    fica: '1.5300',
    social_security: '1.2400',
    medicare: '0.2900',
    futa: '0.0202',
    suta: '0.1168',
    workers_comp: '0.0360',
    other: '0.0000',
    total: '1.7030',
  },
  overtime_bill_rate: '45.0000',
  double_overtime_bill_rate: '60.0000',
  holiday_bill_rate: '45.0000',
  settings: {},
  burden_basis: {
    method: 'payroll_engine',
    suta: { rate_percent: '2.7000', wage_base: '9000.00', source: 'company_taxes' },
    workers_comp_per_100: { value: '0.1800', source: 'rate_settings' },
    other: null,
  },
  annual_hours: 2080,
  date: '2026-11-21',
};

describe('/pricing_calculator', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('prices by markup and shows markup and margin side by side with the burden', async () => {
    const user = makeUser();
    const fetchMock = stubApi(user, (u) =>
      u.pathname === '/v2/rates_quote' ? jsonResponse({ data: QUOTE }) : undefined,
    );
    renderWithProviders(<PricingCalculatorPage />, { client: signedInClient(user) });
    await userEvent.type(screen.getByLabelText(/Pay rate/), '20');
    await userEvent.type(screen.getByLabelText(/Markup/), '50');
    await userEvent.type(screen.getByLabelText(/State/), 'TX');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('$30.00')).toBeInTheDocument();
    expect(screen.getByText('50.00%')).toBeInTheDocument();
    expect(screen.getByText('27.66%')).toBeInTheDocument();
    const burden = screen.getByRole('table', { name: 'Burden per hour' });
    expect(burden).toHaveTextContent('$1.70');
    expect(within(burden).getByRole('row', { name: /Social Security/ })).toHaveTextContent('$1.24');
    expect(within(burden).getByRole('row', { name: /Medicare/ })).toHaveTextContent('$0.29');
    // Where SUTA and workers' comp came from, beside the engine's year of paychecks.
    expect(screen.getByText(/a year of weekly paychecks/)).toBeInTheDocument();
    expect(screen.getByTestId('burden-basis')).toHaveTextContent(
      "SUTA 2.7% on the first $9,000.00 (company taxes); workers' comp 0.18 per $100 (rate settings).",
    );
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/v2/rates_quote'));
    await waitFor(() =>
      expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ pay_rate: '20', markup_percent: '50', state: 'TX' }),
    );
  });

  it('says when no SUTA rate was found for the state', async () => {
    const user = makeUser();
    const noSuta = { ...QUOTE, burden_basis: { ...QUOTE.burden_basis, suta: null } };
    stubApi(user, (u) => (u.pathname === '/v2/rates_quote' ? jsonResponse({ data: noSuta }) : undefined));
    renderWithProviders(<PricingCalculatorPage />, { client: signedInClient(user) });
    await userEvent.type(screen.getByLabelText(/Pay rate/), '20');
    await userEvent.type(screen.getByLabelText(/Markup/), '50');
    await userEvent.type(screen.getByLabelText(/State/), 'NV');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByTestId('burden-basis')).toHaveTextContent(/SUTA is left out/);
  });

  it('shows one combined FICA line when only a legacy combined rate was in effect', async () => {
    const user = makeUser();
    const legacy = {
      ...QUOTE,
      burden: { ...QUOTE.burden, social_security: null, medicare: null },
      burden_basis: { method: 'rate_settings', suta: null, workers_comp_per_100: null, other: null },
    };
    stubApi(user, (u) => (u.pathname === '/v2/rates_quote' ? jsonResponse({ data: legacy }) : undefined));
    renderWithProviders(<PricingCalculatorPage />, { client: signedInClient(user) });
    await userEvent.type(screen.getByLabelText(/Pay rate/), '20');
    await userEvent.type(screen.getByLabelText(/Markup/), '50');
    await userEvent.type(screen.getByLabelText(/State/), 'TX');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const burden = await screen.findByRole('table', { name: 'Burden per hour' });
    expect(within(burden).getByRole('row', { name: /FICA \(combined rate\)/ })).toHaveTextContent('$1.53');
    expect(within(burden).queryByRole('row', { name: /Social Security/ })).toBeNull();
  });

  it('sends a target margin in margin mode and shows field errors', async () => {
    const user = makeUser();
    stubApi(user, (u) =>
      u.pathname === '/v2/rates_quote'
        ? jsonResponse(
            { detail: [{ loc: ['body', 'target_margin_percent'], msg: 'A margin must be below 100%' }] },
            422,
          )
        : undefined,
    );
    renderWithProviders(<PricingCalculatorPage />, { client: signedInClient(user) });
    await userEvent.click(screen.getByText('By target margin'));
    await userEvent.type(screen.getByLabelText(/Pay rate/), '20');
    await userEvent.type(screen.getByLabelText(/Target margin/), '100');
    await userEvent.type(screen.getByLabelText(/State/), 'TX');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('A margin must be below 100%')).toBeInTheDocument();
  });
});
