import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { CreateAssignmentPage } from './create-assignment-page';

const partner = { id: 'p1', name: 'Acme Staffing' };
const globex = { id: 'c-globex', name: 'Globex Corporation', partner };
const bruno = {
  id: 'k-bruno',
  first_name: 'Bruno',
  last_name: 'Diaz',
  classification: 'independent_contractor',
  partner,
};
const consulting = {
  id: 'j-consulting',
  title: 'Consultant',
  classification: 'independent_contractor',
  salaried: false,
  workers_comp_code: null,
  client: null,
};
const austin = { id: 'wl-austin', name: 'Globex Austin HQ', client: null, address: { state: 'TX', city: 'Austin' } };

/** What /v2/rates_quote answers for 60 / 85 in Texas: the 1099 carries no burden, a W-2 employee would. */
const quoteFor = (classification: string) =>
  classification === 'independent_contractor'
    ? { markup_percent: '41.6667', margin_percent: '29.4118', margin_per_hour: '25.0000', burden: { total: '0.0000' } }
    : { markup_percent: '41.6667', margin_percent: '23.6865', margin_per_hour: '20.1335', burden: { total: '4.8665' } };

function renderWizard() {
  const fetchMock = stubApi(makeUser({ links: ['/assignments', '/create_assignment'] }), (u, init) => {
    if (u.pathname === '/v2/clients') return listAnswer([globex]);
    if (u.pathname === '/v2/contractors') return listAnswer([bruno]);
    if (u.pathname === '/v2/jobs') return listAnswer([consulting]);
    if (u.pathname === '/v2/work_locations') return listAnswer([austin]);
    if (u.pathname === '/v2/rates_quote') {
      const body = JSON.parse(String(init?.body)) as { classification: string };
      return jsonResponse({ data: { pay_rate: '60.0000', bill_rate: '85.0000', ...quoteFor(body.classification) } });
    }
    return undefined;
  });
  renderWithProviders(
    <Routes>
      <Route path="/create_assignment" element={<CreateAssignmentPage />} />
    </Routes>,
    { path: '/create_assignment', client: signedInClient(makeUser({ links: ['/assignments'] })) },
  );
  return fetchMock;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Through the parties and dates to the Rates step. */
async function toRatesStep(user: ReturnType<typeof userEvent.setup>) {
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
  await choose(user, 'Client', 'Globex Corporation');
  await next();
  await choose(user, 'Contractor', 'Bruno Diaz · Independent contractor (1099)');
  await next();
  await choose(user, 'Job', 'Consultant');
  await choose(user, 'Work location', 'Globex Austin HQ (TX)');
  await next();
  await user.type(screen.getByLabelText(/Start date/), '2026-12-01');
  await next();
  expect(await screen.findByRole('textbox', { name: /^Pay rate/ })).toBeInTheDocument();
}

describe('/create_assignment', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('keeps the user on an empty Rates step with the required fields marked, and goes on once they are filled', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await toRatesStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the pay rate')).toBeInTheDocument();
    expect(screen.getByText('Enter the bill rate')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Pay rate/ })).toHaveAttribute('aria-invalid', 'true');
    // Still on Rates: the Review table is not shown and the inputs are.
    expect(screen.queryByRole('table', { name: 'Review' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Bill rate/ })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Pay rate/ }), '60');
    await user.type(screen.getByRole('textbox', { name: /^Bill rate/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter an amount with at most 4 decimals')).toBeInTheDocument();
    expect(screen.queryByText('Enter the pay rate')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^Bill rate/ }));
    await user.type(screen.getByRole('textbox', { name: /^Bill rate/ }), '85');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const review = await screen.findByRole('table', { name: 'Review' });
    // The start date as every screen shows a calendar date (decision 0031), not as typed.
    expect(review).toHaveTextContent('Dec 1, 2026');
  }, 30_000);

  it("previews a 1099's margin without employer burden, as money, from the quote for its classification", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderWizard();
    await toRatesStep(user);
    await user.type(screen.getByRole('textbox', { name: /^Pay rate/ }), '60');
    await user.type(screen.getByRole('textbox', { name: /^Bill rate/ }), '85');
    const preview = await screen.findByLabelText('Margin preview');
    await waitFor(() => expect(preview).toHaveTextContent('Margin 29.41%'));
    expect(within(preview).getByText('$25.00')).toBeInTheDocument();
    expect(within(preview).getByText('$0.00')).toBeInTheDocument();
    expect(preview).not.toHaveTextContent('20.1335');
    const quotes = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/v2/rates_quote'));
    expect(JSON.parse(String(quotes.at(-1)?.[1]?.body))).toMatchObject({
      pay_rate: '60',
      bill_rate: '85',
      state: 'TX',
      classification: 'independent_contractor',
      workers_comp_code: null,
    });
  }, 30_000);
});
