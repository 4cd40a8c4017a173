import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../components/data-list/format';
import { clearToken } from '../../../lib/auth/token-store';
import { bodiesOf } from '../../../components/reference/test-harness';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import {
  adjustment,
  admin,
  CLIENT_ID,
  clientInvoice,
  funder,
  INVOICE_1,
  INVOICE_2,
  invoicedFee,
  reader,
} from './adjustment-fixtures';
import { renderAdjustmentPages } from './adjustment-test-harness';
import { AdjustmentDetailPage } from './adjustment-detail-page';
import { AdjustmentsPage } from './adjustments-page';

const tableHeaders = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim());

const routes = [
  { path: '/adjustments', element: <AdjustmentsPage /> },
  { path: '/adjustments/:id', element: <AdjustmentDetailPage /> },
];
const ROWS = [adjustment(), invoicedFee()];
const clients = () => listAnswer([{ id: CLIENT_ID, name: 'Initech', partner: { id: 'p1', name: 'Acme Staffing' } }]);

/** Initech's invoices: two finalized ones (one in CAD), a draft and a void one the picker leaves out. */
const clientInvoices = () =>
  listAnswer([
    clientInvoice({ id: INVOICE_2, number: '1002', invoice_date: '2027-06-21', total_due: '940.00' }),
    clientInvoice(),
    clientInvoice({ id: 'cad-1', number: '1004', currency: 'cad', total_due: '500.00', invoice_date: '2027-06-01' }),
    clientInvoice({ id: 'draft-1', number: null, status: 'draft' }),
    clientInvoice({ id: 'void-1', number: '999', status: 'void' }),
  ]);

/** Opens a Mantine select by its input and clicks an option of its own list. */
async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string | RegExp) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

/** Opens a Mantine select by its input: its list and the option texts. */
async function open(user: ReturnType<typeof userEvent.setup>, input: HTMLElement) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  const options = await within(listbox).findAllByRole('option', { hidden: true });
  return { listbox, texts: options.map((o) => o.textContent) };
}

describe('/adjustments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists adjustments with type, direction, signed amount, status and the invoice that charged each', async () => {
    renderAdjustmentPages(admin, routes, '/adjustments', (u) => {
      if (u.pathname === '/v2/adjustments') return listAnswer(ROWS);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const link = await within(table).findByRole('link', { name: 'Jun 20, 2027' });
    expect(link).toHaveAttribute('href', '/adjustments/adj-1');
    const credit = link.closest('tr')!;
    expect(credit).toHaveTextContent('Initech');
    expect(credit).toHaveTextContent('Acme Staffing');
    expect(credit).toHaveTextContent('Credit to the client');
    // A credit takes off the client's total: negative.
    expect(credit).toHaveTextContent('-$50.00');
    expect(credit).toHaveTextContent('USD');
    expect(credit).toHaveTextContent('Goodwill credit for the June outage');
    expect(within(credit).getByText('Pending')).toBeInTheDocument();
    expect(within(credit).queryByRole('link', { name: /Invoice/ })).toBeNull();

    const fee = within(table).getByRole('link', { name: 'Jun 18, 2027' }).closest('tr')!;
    // The type's label from the public globals' adjustment_types.
    expect(within(fee).getByText('Late fee')).toBeInTheDocument();
    expect(fee).toHaveTextContent('Charge to the client');
    expect(fee).toHaveTextContent('$120.00');
    expect(within(fee).getByText('Invoiced')).toBeInTheDocument();
    expect(within(fee).getByRole('link', { name: 'Invoice 1002' })).toHaveAttribute('href', `/invoices/${INVOICE_2}`);

    expect(tableHeaders(table)).toEqual(
      expect.arrayContaining([
        'Date',
        'Client',
        'Partner',
        'Type',
        'Direction',
        'Amount',
        'Currency',
        'Description',
        'Status',
        'Invoice',
      ]),
    );
    // The signed amounts add up: -50 + 120.
    expect(table.querySelector('tfoot')).toHaveTextContent('$70.00');
    const filters = screen.getByRole('search', { name: 'Filter adjustments' });
    for (const name of ['Status', 'Direction', 'Client']) {
      expect(within(filters).getByRole('combobox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add adjustment' })).toBeInTheDocument();
  });

  it('shows a partner that neither employs nor funds its adjustments without a partner column or Add', async () => {
    renderAdjustmentPages(reader, routes, '/adjustments', (u) => {
      if (u.pathname === '/v2/adjustments') return listAnswer([ROWS[0]!]);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    expect(await within(table).findByRole('link', { name: 'Jun 20, 2027' })).toBeInTheDocument();
    expect(tableHeaders(table)).not.toContain('Partner');
    expect(screen.queryByRole('button', { name: 'Add adjustment' })).toBeNull();
  });

  it('asks the API with the filters in the URL, and says when none match or none are there yet', async () => {
    const { fetchMock } = renderAdjustmentPages(
      funder,
      routes,
      `/adjustments?status=pending&direction=credit&client_id=${CLIENT_ID}`,
      (u) => {
        if (u.pathname === '/v2/adjustments') return listAnswer([]);
        if (u.pathname === '/v2/clients') return clients();
        return undefined;
      },
    );
    expect(await screen.findByText('No adjustments match these filters', {}, { timeout: 3000 })).toBeInTheDocument();
    const sent = requestsTo(fetchMock, '/v2/adjustments').at(-1)!.searchParams;
    expect(Object.fromEntries(['status', 'direction', 'client_id', 'sort'].map((k) => [k, sent.get(k)]))).toEqual({
      status: 'pending',
      direction: 'credit',
      client_id: CLIENT_ID,
      sort: '-date',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No adjustments yet')).toBeInTheDocument();
  });

  it('adds an adjustment with the body the API takes, its 422 details beside their fields, then opens it', async () => {
    const user = userEvent.setup();
    const added = invoicedFee({ id: 'adj-9', status: 'pending', invoice_charged_against: null });
    let attempts = 0;
    const { fetchMock, router } = renderAdjustmentPages(funder, routes, '/adjustments', (u, init) => {
      if (u.pathname === '/v2/adjustments' && init?.method === 'POST') {
        attempts += 1;
        if (attempts === 1)
          return jsonResponse(
            {
              detail: [
                { loc: ['body', 'type'], msg: 'Choose one of the adjustment types: credit, late_fee' },
                { loc: ['body', 'invoice_related_to'], msg: "Not one of this client's invoices" },
              ],
            },
            422,
          );
        return jsonResponse({ data: added }, 201);
      }
      if (u.pathname === '/v2/adjustments') return listAnswer(ROWS);
      if (u.pathname === '/v2/adjustments/adj-9') return jsonResponse({ data: added });
      if (u.pathname === '/v2/clients') return clients();
      if (u.pathname === '/v2/invoices' && u.searchParams.get('client_id') === CLIENT_ID) return clientInvoices();
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Add adjustment' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add adjustment' });

    // Nothing filled: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    expect(await within(dialog).findByText('Choose the client')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a type')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a credit to the client or a charge')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the amount')).toBeInTheDocument();
    expect(within(dialog).getByText('Describe the adjustment as the client will read it')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/adjustments')).toEqual([]);

    // The corrected invoice is the client's: none until the client is chosen.
    expect(within(dialog).getByRole('combobox', { name: 'Corrects invoice' })).toBeDisabled();
    await pick(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Initech');
    // The types the platform offers (public globals' adjustment_types).
    const types = await open(user, within(dialog).getByRole('combobox', { name: 'Type' }));
    expect(types.texts).toEqual(['Credit', 'Late fee', 'Write-off']);
    await user.click(within(types.listbox).getByRole('option', { name: 'Late fee', hidden: true }));
    await pick(user, within(dialog).getByRole('combobox', { name: 'Direction' }), 'Charge to the client');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '120');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(todayIso());
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2027-06-18' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Late payment fee, May');
    // The client's finalized invoices, newest first; not the draft nor the void one.
    const corrects = within(dialog).getByRole('combobox', { name: 'Corrects invoice' });
    await waitFor(() => expect(corrects).toBeEnabled());
    const invoices = await open(user, corrects);
    expect(invoices.texts).toEqual([
      '1002 · $940.00 · Jun 21, 2027',
      '1001 · $1,890.00 · Jun 14, 2027',
      '1004 · $500.00 CAD · Jun 1, 2027',
    ]);
    await user.click(within(invoices.listbox).getByRole('option', { name: /^1001/, hidden: true }));
    const partnerDue = within(dialog).getByRole('textbox', { name: 'Partner amount due' });
    expect(partnerDue).toHaveValue('0.00');
    await user.clear(partnerDue);
    await user.type(partnerDue, '30.00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Agreed with AP on the phone');

    const submit = within(dialog).getByRole('button', { name: 'Add adjustment' });
    const body = {
      client_id: CLIENT_ID,
      type: 'late_fee',
      direction: 'debit',
      amount: '120',
      currency: 'usd',
      description: 'Late payment fee, May',
      notes: 'Agreed with AP on the phone',
      date: '2027-06-18',
      invoice_related_to: INVOICE_1,
      partner_amount_due: '30.00',
    };
    // 1: refused with field errors, each beside its field.
    await user.click(submit);
    expect(await within(dialog).findByText('Choose one of the adjustment types: credit, late_fee')).toBeInTheDocument();
    expect(within(dialog).getByText("Not one of this client's invoices")).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Corrects invoice' })).toHaveAttribute('aria-invalid', 'true');
    // 2: sent again, it goes through and opens the adjustment.
    await user.click(submit);
    expect(
      await screen.findByText('Charge of $120.00 to Initech added: the next invoice run charges it'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/adjustments/adj-9'));
    expect(bodiesOf(fetchMock, 'POST', '/v2/adjustments')).toEqual([body, body]);
  }, 30_000);

  it('opens the form on the invoice an invoice page links from: its client, the invoice and its currency', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderAdjustmentPages(
      admin,
      routes,
      `/adjustments?client_id=${CLIENT_ID}&corrects=cad-1&currency=cad`,
      (u) => {
        if (u.pathname === '/v2/adjustments') return listAnswer([]);
        if (u.pathname === '/v2/clients') return clients();
        if (u.pathname === '/v2/invoices' && u.searchParams.get('client_id') === CLIENT_ID) return clientInvoices();
        return undefined;
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add adjustment' }, { timeout: 3000 });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveValue('Initech'));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Corrects invoice' })).toHaveValue(
        '1004 · $500.00 CAD · Jun 1, 2027',
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('CAD');
    // The list behind it is the client's; the form's own parameters are never sent as filters.
    const sent = requestsTo(fetchMock, '/v2/adjustments').at(-1)!.searchParams;
    expect(sent.get('client_id')).toBe(CLIENT_ID);
    expect(sent.has('corrects')).toBe(false);
    expect(sent.has('currency')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add adjustment' })).toBeNull());
    expect(router.state.location.search).toBe(`?client_id=${CLIENT_ID}`);
  });

  it('does not open the form from a link for a user who may not add adjustments', async () => {
    renderAdjustmentPages(reader, routes, `/adjustments?client_id=${CLIENT_ID}&corrects=${INVOICE_1}`, (u) => {
      if (u.pathname === '/v2/adjustments') return listAnswer([]);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    expect(await screen.findByText('No adjustments match these filters', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add adjustment' })).toBeNull();
  });
});
