import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import {
  admin,
  ASSIGNMENT_1,
  ASSIGNMENT_2,
  assignmentRow,
  CLIENT_ID,
  clientOwner,
  moneyOrder,
  partnerOwner,
  purchaseOrder,
} from './purchase-order-fixtures';
import { PurchaseOrderDetailPage } from './purchase-order-detail-page';
import { PurchaseOrdersPage } from './purchase-orders-page';

const routes = [
  { path: '/purchase_orders', element: <PurchaseOrdersPage /> },
  { path: '/purchase_orders/:id', element: <PurchaseOrderDetailPage /> },
];
const clients = () =>
  listAnswer([{ id: CLIENT_ID, name: 'Globex Corporation', partner: { id: 'p1', name: 'Acme Staffing' } }]);

async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string | RegExp) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('/purchase_orders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists each PO with its budget, consumed, remaining and % used in its own measure', async () => {
    renderPages(admin, routes, '/purchase_orders', (u) => {
      if (u.pathname === '/v2/purchase_orders') return listAnswer([purchaseOrder(), moneyOrder()]);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const link = await within(table).findByRole('link', { name: 'PO-1001' });
    expect(link).toHaveAttribute('href', '/purchase_orders/po-1');
    const hours = link.closest('tr')!;
    for (const text of ['Globex Corporation', 'Acme Staffing', 'Hours', '40.00 h', '36.00 h', '4.00 h', '90.0%'])
      expect(hours).toHaveTextContent(text);
    expect(within(hours).getByRole('progressbar', { name: '90.0% of the budget used' })).toBeInTheDocument();
    expect(hours).toHaveTextContent('Jan 1, 2027 – Mar 31, 2027');
    const money = within(table).getByRole('link', { name: 'INI-7' }).closest('tr')!;
    expect(money).toHaveTextContent('$5,000.00 CAD');
    expect(money).toHaveTextContent('$4,000.00 CAD');
    expect(money).toHaveTextContent('From Jan 1, 2027');
    expect(screen.getByRole('button', { name: 'New purchase order' })).toBeInTheDocument();
  });

  it('filters by status, budget and client, and says when nothing matches', async () => {
    const { fetchMock } = renderPages(
      admin,
      routes,
      `/purchase_orders?status=active&near_budget=true&client_id=${CLIENT_ID}`,
      (u) => {
        if (u.pathname === '/v2/purchase_orders') return listAnswer([]);
        if (u.pathname === '/v2/clients') return clients();
        return undefined;
      },
    );
    expect(
      await screen.findByText('No purchase orders match these filters', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const sent = requestsTo(fetchMock, '/v2/purchase_orders').at(-1)!.searchParams;
    expect(Object.fromEntries(['status', 'near_budget', 'client_id'].map((k) => [k, sent.get(k)]))).toEqual({
      status: 'active',
      near_budget: 'true',
      client_id: CLIENT_ID,
    });
  });

  it("shows a client its own POs without the New button or the partner's name", async () => {
    renderPages(clientOwner, routes, '/purchase_orders', (u) =>
      u.pathname === '/v2/purchase_orders' ? listAnswer([purchaseOrder()]) : undefined,
    );
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const row = (await within(table).findByRole('link', { name: 'PO-1001' })).closest('tr')!;
    expect(row).toHaveTextContent('4.00 h');
    expect(row).not.toHaveTextContent('Acme Staffing');
    expect(screen.queryByRole('button', { name: 'New purchase order' })).not.toBeInTheDocument();
  });

  it('creates a PO with the body the API takes, its 422 details beside their fields, then opens it', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const created = purchaseOrder({ id: 'po-9', number: 'PO-2002', consumptions: [] });
    const { fetchMock, router } = renderPages(partnerOwner, routes, '/purchase_orders', (u, init) => {
      if (u.pathname === '/v2/purchase_orders' && init?.method === 'POST') {
        attempts += 1;
        if (attempts === 1)
          return jsonResponse(
            { detail: [{ loc: ['body', 'number'], msg: 'This client already has a purchase order PO-1001' }] },
            422,
          );
        return jsonResponse({ data: created }, 201);
      }
      if (u.pathname === '/v2/purchase_orders') return listAnswer([purchaseOrder()]);
      if (u.pathname === '/v2/purchase_orders/po-9') return jsonResponse({ data: created });
      if (u.pathname === '/v2/clients') return clients();
      if (u.pathname === '/v2/assignments' && u.searchParams.get('client_id') === CLIENT_ID)
        return listAnswer([
          assignmentRow(ASSIGNMENT_1, 'Casey Contractor', 'Forklift operator'),
          assignmentRow(ASSIGNMENT_2, 'Nina Nurse', 'Receptionist'),
        ]);
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'New purchase order' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New purchase order' });
    await user.click(within(dialog).getByRole('button', { name: 'Create purchase order' }));
    expect(await within(dialog).findByText('Choose the client')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the budget')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/purchase_orders')).toEqual([]);

    await pick(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Globex Corporation');
    await user.type(within(dialog).getByRole('textbox', { name: 'PO number' }), 'PO-1001');
    await user.type(within(dialog).getByRole('textbox', { name: 'Budget' }), '40');
    fireEvent.change(within(dialog).getByLabelText(/^Starts on/), { target: { value: '2027-01-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ends on/), { target: { value: '2027-03-31' } });
    const covers = within(dialog).getByLabelText(/^Assignments it covers/);
    await waitFor(() => expect(covers).toBeEnabled());
    await pick(user, covers, 'Casey Contractor — Forklift operator');
    await user.click(within(dialog).getByRole('button', { name: 'Create purchase order' }));
    expect(await within(dialog).findByText('This client already has a purchase order PO-1001')).toBeInTheDocument();

    const number = within(dialog).getByRole('textbox', { name: 'PO number' });
    await user.clear(number);
    await user.type(number, 'PO-2002');
    await user.click(within(dialog).getByRole('button', { name: 'Create purchase order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase_orders/po-9'));
    expect(bodiesOf(fetchMock, 'POST', '/v2/purchase_orders').at(-1)).toEqual({
      client_id: CLIENT_ID,
      number: 'PO-2002',
      description: null,
      budget_kind: 'hours',
      budget: '40',
      currency: 'usd',
      starts_on: '2027-01-01',
      ends_on: '2027-03-31',
      assignment_ids: [ASSIGNMENT_1],
    });
  }, 20_000);
});
