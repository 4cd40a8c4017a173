import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { admin, eor, hst, salesTax, texas } from './sales-tax-fixtures';
import { SalesTaxDetailPage } from './sales-tax-detail-page';
import { SalesTaxesPage } from './sales-taxes-page';

const tableHeaders = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim());

const routes = [
  { path: '/sales_taxes', element: <SalesTaxesPage /> },
  { path: '/sales_taxes/:id', element: <SalesTaxDetailPage /> },
];
const ROWS = [salesTax(), hst(), texas()];

/** Opens a Mantine select by its input and clicks an option of its own list. */
async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string | RegExp) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('/sales_taxes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists the rows with their place, tax, rate and dates, a row waiting for its rate marked', async () => {
    renderPages(admin, routes, '/sales_taxes', (u) =>
      u.pathname === '/v2/sales_taxes' ? listAnswer(ROWS) : undefined,
    );
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const wa = await within(table).findByRole('link', { name: 'Sales tax, Washington (WA), from Oct 1, 2025' });
    expect(wa).toHaveAttribute('href', '/sales_taxes/st-wa');
    const waRow = wa.closest('tr')!;
    expect(within(waRow).getByText('Rate needed')).toBeInTheDocument();
    expect(waRow).toHaveTextContent('All product lines');
    expect(waRow).toHaveTextContent('Yes');
    expect(waRow).toHaveTextContent('Washington DOR, ESSB 5814');

    const on = within(table)
      .getByRole('link', { name: /^HST, Ontario \(ON\)/ })
      .closest('tr')!;
    expect(on).toHaveTextContent('CA');
    expect(on).toHaveTextContent('13%');
    expect(on).toHaveTextContent('Jul 1, 2010');
    expect(within(on).queryByText('Rate needed')).toBeNull();

    const tx = within(table)
      .getByRole('link', { name: /^Sales tax, Texas \(TX\)/ })
      .closest('tr')!;
    expect(tx).toHaveTextContent('EOR');
    expect(tx).toHaveTextContent('No');
    expect(tx).toHaveTextContent('Dec 31, 2025');

    expect(tableHeaders(table)).toEqual(
      expect.arrayContaining([
        'Country',
        'Jurisdiction',
        'Product line',
        'Tax',
        'Taxable',
        'Rate',
        'From',
        'To',
        'Source',
      ]),
    );
    const filters = screen.getByRole('search', { name: 'Filter sales tax rows' });
    expect(within(filters).getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Jurisdiction' })).toBeInTheDocument();
    expect(within(filters).getByLabelText('In force on')).toBeInTheDocument();
    expect(within(filters).getByRole('switch', { name: 'Needs a rate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add tax row' })).toBeInTheDocument();
  });

  it('asks the API with the filters in the URL, and offers EOR staff no Add tax row', async () => {
    const { fetchMock } = renderPages(
      eor,
      routes,
      '/sales_taxes?country=US&jurisdiction=WA&on=2025-10-15&needs_rate=true',
      (u) => (u.pathname === '/v2/sales_taxes' ? listAnswer([salesTax()]) : undefined),
    );
    expect(await screen.findByText('Rate needed', {}, { timeout: 3000 })).toBeInTheDocument();
    const sent = requestsTo(fetchMock, '/v2/sales_taxes').at(-1)!.searchParams;
    expect(
      Object.fromEntries(['country', 'jurisdiction', 'on', 'needs_rate', 'sort'].map((k) => [k, sent.get(k)])),
    ).toEqual({ country: 'US', jurisdiction: 'WA', on: '2025-10-15', needs_rate: 'true', sort: 'jurisdiction' });
    const filters = screen.getByRole('search', { name: 'Filter sales tax rows' });
    expect(within(filters).getByRole('switch', { name: 'Needs a rate' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Add tax row' })).toBeNull();

    // Another country clears a state it does not hold.
    const user = userEvent.setup();
    await pick(user, within(filters).getByRole('combobox', { name: 'Country' }), 'Canada');
    await waitFor(() => {
      const last = requestsTo(fetchMock, '/v2/sales_taxes').at(-1)!.searchParams;
      expect([last.get('country'), last.get('jurisdiction')]).toEqual(['CA', null]);
    });
  });

  it('adds a tax row: the rate only when taxable, the 422 beside its field, then opens it', async () => {
    const user = userEvent.setup();
    const added = hst({ id: 'st-new', jurisdiction: 'NS', rate_percent: '14.0000', effective_from: '2025-04-01' });
    let attempts = 0;
    const { fetchMock, router } = renderPages(admin, routes, '/sales_taxes', (u, init) => {
      if (u.pathname === '/v2/sales_taxes' && init?.method === 'POST') {
        attempts += 1;
        if (attempts === 1)
          return jsonResponse({ detail: [{ loc: ['body', 'effective_from'], msg: 'Overlaps an open HST row' }] }, 422);
        return jsonResponse({ data: added }, 201);
      }
      if (u.pathname === '/v2/sales_taxes') return listAnswer(ROWS);
      if (u.pathname === '/v2/sales_taxes/st-new') return jsonResponse({ data: added });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Add tax row' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax row' });
    expect(
      within(dialog).getByText(/A rated row is never re-rated: invoices already taxed at it keep pointing/),
    ).toBeInTheDocument();

    // Nothing filled: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Add tax row' }));
    expect(await within(dialog).findByText('Choose the state or province')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the first day the row applies')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the rate of a taxable row')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/sales_taxes')).toEqual([]);

    // Not taxable: no rate asked for.
    await user.click(within(dialog).getByRole('switch', { name: /^Taxable/ }));
    expect(within(dialog).queryByRole('textbox', { name: /^Rate/ })).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: /^Taxable/ }));

    await pick(user, within(dialog).getByRole('combobox', { name: 'Country' }), 'Canada');
    await pick(user, within(dialog).getByRole('combobox', { name: 'Province or territory' }), 'Nova Scotia (NS)');
    await pick(user, within(dialog).getByRole('combobox', { name: /^Product line/ }), 'EOR');
    await user.type(within(dialog).getByRole('textbox', { name: /^Tax/ }), 'HST');
    await user.type(within(dialog).getByRole('textbox', { name: /^Rate/ }), '14');
    fireEvent.change(within(dialog).getByLabelText(/^Effective from/), { target: { value: '2025-04-01' } });
    await user.type(within(dialog).getByRole('textbox', { name: /^Source/ }), 'CRA notice');
    await user.click(within(dialog).getByRole('button', { name: 'Add tax row' }));
    expect(await within(dialog).findByText('Overlaps an open HST row')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add tax row' }));

    expect(await screen.findByText('HST · Nova Scotia (NS) added')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales_taxes/st-new'));
    const body = {
      country: 'CA',
      jurisdiction: 'NS',
      product_line: 'Eor',
      tax_name: 'HST',
      taxable: true,
      rate_percent: '14',
      effective_from: '2025-04-01',
      effective_to: null,
      source: 'CRA notice',
    };
    expect(bodiesOf(fetchMock, 'POST', '/v2/sales_taxes')).toEqual([body, body]);
  }, 30_000);
});
