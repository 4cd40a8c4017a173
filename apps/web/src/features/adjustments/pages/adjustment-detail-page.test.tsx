import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdjustmentView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { bodiesOf } from '../../../components/reference/test-harness';
import { jsonResponse } from '../../../test/fetch-stub';
import { adjustment, admin, funder, INVOICE_1, INVOICE_2, invoicedFee, reader } from './adjustment-fixtures';
import { renderAdjustmentPages } from './adjustment-test-harness';
import { AdjustmentDetailPage } from './adjustment-detail-page';

const routes = [{ path: '/adjustments/:id', element: <AdjustmentDetailPage /> }];

/** The value shown under a field's label. */
const fieldValue = (label: string) => screen.getByText(label, { selector: 'p, span, div' }).parentElement!;

/** Answers GET /v2/adjustments/:id with `shown` (then with the void's answer), the void with `after`. */
function handlerFor(shown: AdjustmentView, after: AdjustmentView | Response = shown) {
  let current = shown;
  return (u: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    if (u.pathname === `/v2/adjustments/${shown.id}` && method === 'GET') return jsonResponse({ data: current });
    if (u.pathname === `/v2/adjustments/${shown.id}/void` && method === 'POST') {
      if (after instanceof Response) return after;
      current = after;
      return jsonResponse({ data: after });
    }
    return undefined;
  };
}

describe('/adjustments/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows every field, the invoice that charged it and the one it corrects, each opening its invoice', async () => {
    renderAdjustmentPages(admin, routes, '/adjustments/adj-2', handlerFor(invoicedFee()));
    expect(
      await screen.findByRole('heading', { name: 'Charge of $120.00 to Initech' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Invoiced')).toBeInTheDocument();
    const expected: [string, string][] = [
      ['Client', 'Initech'],
      ['Partner', 'Acme Staffing'],
      ['Type', 'Late fee'],
      ['Direction', 'Charge to the client'],
      ['Amount', '$120.00'],
      ["On the client's total", '$120.00'],
      ['Currency', 'USD'],
      ['Date', 'Jun 18, 2027'],
      ['Description', 'Late payment fee, May'],
      ['Charged to', 'Invoice 1002'],
      ['Invoice date', 'Jun 21, 2027'],
      ['Late invoice', 'No'],
      ['Invoice paid', 'Jun 30, 2027'],
      ['Corrects invoice', 'Invoice 1001'],
      ['Partner amount due', '$30.00'],
      ['Product line', 'Self-Employer'],
      ['Notes', 'Agreed with AP on the phone'],
    ];
    for (const [label, value] of expected) expect(fieldValue(label)).toHaveTextContent(value);
    expect(screen.getByRole('link', { name: 'Invoice 1002' })).toHaveAttribute('href', `/invoices/${INVOICE_2}`);
    expect(screen.getByRole('link', { name: 'Invoice 1001' })).toHaveAttribute('href', `/invoices/${INVOICE_1}`);
    expect(screen.getByRole('link', { name: 'Adjustments' })).toHaveAttribute('href', '/adjustments');
    // Charged and invoiced: no longer voided (a counter-adjustment corrects it).
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('shows a credit as negative on the client’s total, waiting for the next invoice run', async () => {
    renderAdjustmentPages(admin, routes, '/adjustments/adj-1', handlerFor(adjustment()));
    expect(
      await screen.findByRole('heading', { name: 'Credit of $50.00 to Initech' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(fieldValue("On the client's total")).toHaveTextContent('-$50.00');
    expect(fieldValue('Charged to')).toHaveTextContent('—');
    expect(screen.getByText('Waiting for the next invoice run')).toBeInTheDocument();
  });

  it('voids a pending adjustment after the confirmation, with the reason asked for', async () => {
    const voided = adjustment({ status: 'void', void_reason: 'Entered for the wrong client' });
    let attempts = 0;
    const base = handlerFor(adjustment(), voided);
    const { fetchMock } = renderAdjustmentPages(funder, routes, '/adjustments/adj-1', (u, init) => {
      if (u.pathname === '/v2/adjustments/adj-1/void' && ++attempts === 1) {
        return jsonResponse({ detail: [{ loc: ['body', 'reason'], msg: 'Say why' }] }, 422);
      }
      return base(u, init);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this adjustment?' });
    expect(
      within(dialog).getByText(
        'A void adjustment is never charged to an invoice. Nothing is deleted: it stays listed as void, with the reason.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Credit of $50.00 to Initech, dated Jun 20, 2027: Goodwill credit for the June outage'),
    ).toBeInTheDocument();
    // The reason is required: nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Void adjustment' }));
    expect(await within(dialog).findByText('Say why the adjustment is voided')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/adjustments/adj-1/void')).toEqual([]);

    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Void adjustment' }));
    // The API's word on the reason, beside it.
    expect(await within(dialog).findByText('Say why')).toBeInTheDocument();
    await user.clear(reason);
    await user.type(reason, 'Entered for the wrong client');
    await user.click(within(dialog).getByRole('button', { name: 'Void adjustment' }));

    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/adjustments/adj-1/void')).toEqual([
        { reason: 'no' },
        { reason: 'Entered for the wrong client' },
      ]),
    );
    expect(await screen.findByText('Credit of $50.00 to Initech voided')).toBeInTheDocument();
    expect(await screen.findByText('This adjustment is void')).toBeInTheDocument();
    expect(screen.getByText(/Reason: Entered for the wrong client/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  }, 20_000);

  it('says why nothing changed when the adjustment was charged in the meantime', async () => {
    const conflict = jsonResponse(
      { message: 'A charged adjustment cannot be voided: counter it with another adjustment' },
      409,
    );
    renderAdjustmentPages(funder, routes, '/adjustments/adj-1', handlerFor(adjustment(), conflict));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this adjustment?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Void adjustment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing was changed: A charged adjustment cannot be voided: counter it with another adjustment',
    );
  });

  it('offers a partner that neither employs nor funds no Void, and names no partner', async () => {
    renderAdjustmentPages(reader, routes, '/adjustments/adj-1', handlerFor(adjustment()));
    expect(
      await screen.findByRole('heading', { name: 'Credit of $50.00 to Initech' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    expect(screen.queryByText('Partner')).toBeNull();
  });

  it('answers Not Found for an adjustment outside the scope', async () => {
    renderAdjustmentPages(admin, routes, '/adjustments/nope', (u) =>
      u.pathname === '/v2/adjustments/nope' ? jsonResponse({ message: 'Not Found' }, 404) : undefined,
    );
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
