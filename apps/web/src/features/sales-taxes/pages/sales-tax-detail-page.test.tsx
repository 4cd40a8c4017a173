import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesTaxView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { admin, eor, hst, salesTax } from './sales-tax-fixtures';
import { SalesTaxDetailPage } from './sales-tax-detail-page';

const routes = [{ path: '/sales_taxes/:id', element: <SalesTaxDetailPage /> }];

/** Answers GET /v2/sales_taxes/:id with `shown`, and a PATCH with `after` (a row, or a Response). */
const handlerFor =
  (shown: SalesTaxView, after?: SalesTaxView | Response) => (u: URL, init: RequestInit | undefined) => {
    if (u.pathname === `/v2/sales_taxes/${shown.id}` && (init?.method ?? 'GET') === 'GET')
      return jsonResponse({ data: shown });
    if (u.pathname === `/v2/sales_taxes/${shown.id}` && init?.method === 'PATCH')
      return after instanceof Response ? after : jsonResponse({ data: after ?? shown });
    if (u.pathname === '/v2/sales_taxes/nope') return jsonResponse({ message: 'Not Found' }, 404);
    return undefined;
  };

describe('/sales_taxes/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows a row waiting for its rate, and gives an admin Enter the rate, End this row and Edit source', async () => {
    renderPages(admin, routes, '/sales_taxes/st-wa', handlerFor(salesTax()));
    expect(
      await screen.findByRole('heading', { name: 'Sales tax · Washington (WA)' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('United States')).toBeInTheDocument();
    expect(screen.getByText('All product lines')).toBeInTheDocument();
    expect(screen.getByText('Oct 1, 2025')).toBeInTheDocument();
    expect(screen.getByText('Until ended')).toBeInTheDocument();
    expect(screen.getByText('Washington DOR, ESSB 5814')).toBeInTheDocument();
    expect(screen.getAllByText('Rate needed').length).toBeGreaterThan(0);
    expect(screen.getByText(/invoices with work here from Oct 1, 2025 are refused/)).toBeInTheDocument();
    for (const name of ['Enter the rate', 'End this row', 'Edit source']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('enters the rate after saying a rated row is never re-rated; the 422 stands beside the rate', async () => {
    const rated = salesTax({ rate_percent: '6.5000', needs_rate: false });
    let attempts = 0;
    const { fetchMock } = renderPages(admin, routes, '/sales_taxes/st-wa', (u, init) => {
      if (init?.method === 'PATCH' && (attempts += 1) === 1)
        return jsonResponse({ detail: [{ loc: ['body', 'rate_percent'], msg: 'A percentage like 8.25' }] }, 422);
      return handlerFor(salesTax(), rated)(u, init);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enter the rate' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the rate?' });
    expect(
      within(dialog).getByText(/once entered, this row keeps the rate\. A rated row is never re-rated/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/A new rate is a new row from the day it starts/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Enter the rate' }));
    expect(await within(dialog).findByText('Enter the confirmed rate')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/sales_taxes/st-wa')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Rate/ }), '6.5');
    await user.click(within(dialog).getByRole('button', { name: 'Enter the rate' }));
    expect(await within(dialog).findByText('A percentage like 8.25')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enter the rate' }));

    expect(await screen.findByText('Sales tax · Washington (WA): 6.5% from Oct 1, 2025')).toBeInTheDocument();
    // The source was left as it was: only the rate is sent.
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/sales_taxes/st-wa')).toEqual([
      { rate_percent: '6.5' },
      { rate_percent: '6.5' },
    ]);
    // Rated now: no second rate, the rate shown.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enter the rate' })).toBeNull());
    expect(screen.getByText('6.5%')).toBeInTheDocument();
  }, 20_000);

  it('ends a row on the day given, after saying a new rate is a new row', async () => {
    const ended = hst({ effective_to: '2025-03-31' });
    const { fetchMock } = renderPages(admin, routes, '/sales_taxes/st-on', handlerFor(hst(), ended));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'HST · Ontario (ON)' }, { timeout: 3000 })).toBeInTheDocument();
    // A rated row: nothing to enter.
    expect(screen.queryByRole('button', { name: 'Enter the rate' })).toBeNull();
    expect(screen.getByText('13%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End this row' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this row?' });
    expect(within(dialog).getByText('HST · Ontario (ON) · 13% · in force from Jul 1, 2010.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/To change the rate, end this row and add a new one from the next day\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'End this row' }));
    expect(await within(dialog).findByText('Enter the last day the row is in force')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Last day in force/), { target: { value: '2009-01-01' } });
    expect(await within(dialog).findByText('Ends before it starts')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Last day in force/), { target: { value: '2025-03-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'End this row' }));

    expect(await screen.findByText('HST · Ontario (ON) ends Mar 31, 2025')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/sales_taxes/st-on')).toEqual([{ effective_to: '2025-03-31' }]);
    // Ended: no second end.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'End this row' })).toBeNull());
    expect(screen.getByText('Mar 31, 2025')).toBeInTheDocument();
  }, 20_000);

  it('edits the source alone', async () => {
    const { fetchMock } = renderPages(admin, routes, '/sales_taxes/st-on', handlerFor(hst(), hst({ source: null })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit source' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit source' });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Source/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save source' }));
    expect(await screen.findByText('Source saved')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/sales_taxes/st-on')).toEqual([{ source: null }]);
  });

  it('offers EOR staff no action', async () => {
    renderPages(eor, routes, '/sales_taxes/st-wa', handlerFor(salesTax()));
    expect(
      await screen.findByRole('heading', { name: 'Sales tax · Washington (WA)' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    for (const name of ['Enter the rate', 'End this row', 'Edit source']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('answers Not Found for a row that is not there', async () => {
    renderPages(admin, routes, '/sales_taxes/nope', handlerFor(salesTax()));
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
