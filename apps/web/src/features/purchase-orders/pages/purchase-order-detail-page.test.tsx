import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import {
  admin,
  ASSIGNMENT_1,
  ASSIGNMENT_2,
  assignmentRow,
  CLIENT_ID,
  clientOwner,
  purchaseOrder,
} from './purchase-order-fixtures';
import { PurchaseOrderDetailPage } from './purchase-order-detail-page';

const routes = [{ path: '/purchase_orders/:id', element: <PurchaseOrderDetailPage /> }];

describe('/purchase_orders/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows every field, the assignments covered and each consumption linked to its timesheet', async () => {
    renderPages(clientOwner, routes, '/purchase_orders/po-1', (u) =>
      u.pathname === '/v2/purchase_orders/po-1' ? jsonResponse({ data: purchaseOrder() }) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Purchase order PO-1001' }, { timeout: 3000 })).toBeVisible();
    for (const text of [
      'Globex Corporation',
      '40.00 h',
      '36.00 h',
      'Jan 1, 2027 – Mar 31, 2027',
      'Q1 warehouse staffing',
    ])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText('Near its budget')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '90.0% of the budget used' })).toBeInTheDocument();
    // One bar, named (axe aria-progressbar-name: a second, unnamed progressbar role once wrapped it).
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    const covered = screen.getByRole('table', { name: 'Assignments covered' });
    expect(covered).toHaveTextContent('Casey Contractor');
    expect(covered).toHaveTextContent('Forklift operator');
    const consumption = screen.getByRole('table', { name: 'Consumption' });
    const flagged = within(consumption).getByRole('link', { name: 'Feb 9, 2027' });
    expect(flagged).toHaveAttribute('href', '/timesheets?contractor_id=k1&date_from=2027-02-09&date_to=2027-02-09');
    expect(flagged.closest('tr')).toHaveTextContent('Over budget');
    expect(within(consumption).getByRole('link', { name: 'Feb 8, 2027' }).closest('tr')).toHaveTextContent('Released');
    // A client reads its PO: no actions.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('closes the PO after a confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(admin, routes, '/purchase_orders/po-1', (u, init) => {
      if (u.pathname !== '/v2/purchase_orders/po-1') return undefined;
      if (init?.method === 'PATCH') return jsonResponse({ data: purchaseOrder({ status: 'closed' }) });
      return jsonResponse({ data: purchaseOrder() });
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Close purchase order PO-1001?' });
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/purchase_orders/po-1')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close purchase order' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PATCH', '/v2/purchase_orders/po-1')).toEqual([{ status: 'closed' }]),
    );
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('raises the budget, the 422 beside the field when it is below what is consumed', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { fetchMock } = renderPages(admin, routes, '/purchase_orders/po-1', (u, init) => {
      if (u.pathname !== '/v2/purchase_orders/po-1') return undefined;
      if (init?.method === 'PATCH') {
        attempts += 1;
        if (attempts === 1)
          return jsonResponse(
            { detail: [{ loc: ['body', 'budget'], msg: 'The budget cannot go below what is consumed (36.00)' }] },
            422,
          );
        return jsonResponse({ data: purchaseOrder({ budget: '80.00', remaining: '44.00', percent_used: '45.0' }) });
      }
      return jsonResponse({ data: purchaseOrder() });
    });
    await user.click(await screen.findByRole('button', { name: 'Edit or raise budget' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit purchase order PO-1001' });
    const budget = within(dialog).getByRole('textbox', { name: /Budget/ });
    await user.clear(budget);
    await user.type(budget, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The budget cannot go below what is consumed (36.00)')).toBeInTheDocument();
    await user.clear(budget);
    await user.type(budget, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/purchase_orders/po-1')).toEqual([{ budget: '30' }, { budget: '80' }]);
    expect(await screen.findByText('80.00 h')).toBeInTheDocument();
  }, 15_000);

  it("adds the client's other assignments and removes one", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(admin, routes, '/purchase_orders/po-1', (u, init) => {
      if (u.pathname === '/v2/assignments' && u.searchParams.get('client_id') === CLIENT_ID)
        return listAnswer([
          assignmentRow(ASSIGNMENT_1, 'Casey Contractor', 'Forklift operator'),
          assignmentRow(ASSIGNMENT_2, 'Nina Nurse', 'Receptionist'),
        ]);
      if (u.pathname !== '/v2/purchase_orders/po-1') return undefined;
      if (init?.method === 'PATCH') return jsonResponse({ data: purchaseOrder() });
      return jsonResponse({ data: purchaseOrder() });
    });
    const labelled = await screen.findAllByLabelText(/^Add assignments/, {}, { timeout: 3000 });
    const add = labelled.find((el) => el.tagName === 'INPUT')!;
    await user.click(add);
    const listbox = await waitFor(() => document.getElementById(add.getAttribute('aria-controls') ?? '')!);
    // Only the assignments it does not cover yet.
    const options = await within(listbox).findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Nina Nurse — Receptionist']);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Assignments added')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Casey Contractor' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PATCH', '/v2/purchase_orders/po-1')).toEqual([
        { add_assignment_ids: [ASSIGNMENT_2] },
        { remove_assignment_ids: [ASSIGNMENT_1] },
      ]),
    );
  }, 15_000);
});
