import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import {
  admin,
  client,
  CLIENT_ID,
  clientDetail,
  detail,
  employer,
  invoiceAdjustment,
  invoicePayment,
  line,
} from './invoice-fixtures';
import { InvoiceDetailPage } from './invoice-detail-page';

const routes = [{ path: '/invoices/:id', element: <InvoiceDetailPage /> }];
const headersOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll(':scope > thead th'), (th) => th.textContent?.trim());

/** The PDF the API sends for GET /v2/invoices/inv-1/pdf. */
const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7 invoice'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="invoice-1001.pdf"' },
  });

const finalizeCalls = (fetchMock: ReturnType<typeof renderPages>['fetchMock']) =>
  requestsTo(fetchMock, '/v2/invoices/inv-1/finalize').length;

/** Answers GET /v2/invoices/inv-1 with `shown`, and the commands with `after`. */
const handlerFor =
  (shown: InvoiceDetail, after?: InvoiceDetail | Response) => (u: URL, init: RequestInit | undefined) => {
    if (u.pathname === '/v2/invoices/inv-1' && (init?.method ?? 'GET') === 'GET') return jsonResponse({ data: shown });
    if (u.pathname === '/v2/invoices/inv-1/pdf') return pdfResponse();
    if (u.pathname === '/v2/invoices/inv-1/send' && init?.method === 'POST')
      return jsonResponse({ data: { sent_to: 'ap@initech.test' } });
    if (/^\/v2\/invoices\/inv-1\/(finalize|void)$/.test(u.pathname) && init?.method === 'POST')
      return after instanceof Response ? after : jsonResponse({ data: after ?? shown });
    if (u.pathname === '/v2/invoices/nope') return jsonResponse({ message: 'Not Found' }, 404);
    return undefined;
  };

describe('/invoices/:id', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearToken();
  });

  it('shows the header, totals with total pay, the lines with pay and late time, and each line’s trace', async () => {
    renderPages(admin, routes, '/invoices/inv-1', handlerFor(detail()));
    expect(await screen.findByRole('heading', { name: 'Invoice 1001' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Net 30')).toBeInTheDocument();
    expect(screen.getByText('Acme Staffing, 1 Main St, Springfield, IL 62701')).toBeInTheDocument();
    expect(screen.getByText('Self-Employer · Self funded')).toBeInTheDocument();
    expect(screen.getByText('USD')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Invoice totals' });
    expect(within(totals).getByRole('row', { name: 'Total due $1,890.00' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Total pay $1,260.00' })).toBeInTheDocument();

    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(headersOf(lines)).toEqual(['Ledger items', 'Description', 'Hours', 'Rate', 'Amount', 'Tax', 'Pay']);
    const first = within(lines).getByText('Bruno Beaconworker · Regular').closest('tr')!;
    expect(first).toHaveTextContent('40.00');
    expect(first).toHaveTextContent('$45.00');
    expect(first).toHaveTextContent('$1,800.00');
    expect(first).toHaveTextContent('$1,200.00');
    // The late line sits in its own section, marked with the period it was worked in.
    expect(within(lines).getByRole('columnheader', { name: /^Late time \(1 line\)/ })).toBeInTheDocument();
    expect(within(lines).getByText('Late time from the period of May 31, 2027')).toBeInTheDocument();

    // A line opens to the ledger items it took, each linked to its timesheet entry (that contractor, that day).
    const user = userEvent.setup();
    const toggle = within(first).getByRole('button', { name: 'Show the ledger items of Bruno Beaconworker · Regular' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const trace = await screen.findByRole('table', { name: 'Ledger items of Bruno Beaconworker · Regular' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(trace).getByText('Jun 8, 2027').closest('tr')).toHaveTextContent('8.00$360.00');
    const links = within(trace).getAllByRole('link', { name: 'Timesheet' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/timesheets?contractor_id=k1&date_from=2027-06-08&date_to=2027-06-08',
      '/timesheets?contractor_id=k1&date_from=2027-06-09&date_to=2027-06-09',
    ]);
  });

  it('hides the pay column and total pay when the answer carries no pay figures, and offers a client no issuer action', async () => {
    renderPages(client, routes, '/invoices/inv-1', handlerFor(clientDetail()));
    expect(await screen.findByRole('heading', { name: 'Invoice 1001' }, { timeout: 3000 })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(headersOf(lines)).toEqual(['Ledger items', 'Description', 'Hours', 'Rate', 'Amount', 'Tax']);
    expect(within(lines).queryByText('$1,200.00')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Invoice totals' })).queryByText('Total pay')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalize' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to client' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('offers a client Pay now on an invoice still owed, linking to its payment page', async () => {
    renderPages(client, routes, '/invoices/inv-1', handlerFor({ ...clientDetail(), status: 'partially_paid' }));
    const pay = await screen.findByRole('link', { name: 'Pay now' }, { timeout: 3000 });
    expect(pay).toHaveAttribute('href', '/pay/inv-1');
  });

  it('offers no Pay now on a paid invoice, nor to the staff who issue it', async () => {
    const paid: InvoiceDetail = {
      ...clientDetail(),
      status: 'paid',
      allocated_amount: '1890.00',
      remaining_amount: '0.00',
    };
    renderPages(client, routes, '/invoices/inv-1', handlerFor(paid));
    expect(await screen.findByRole('heading', { name: 'Invoice 1001' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    cleanup();
    renderPages(admin, routes, '/invoices/inv-1', handlerFor(detail()));
    expect(await screen.findByRole('button', { name: 'Send to client' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('shows how each line was taxed: its rate and jurisdiction, or Exempt, with the totals as they are', async () => {
    const taxed = detail({
      total_sales_tax: '184.50',
      lines: [
        line({ tax_jurisdiction: 'US-WA', tax_rate_percent: '10.2500', sales_tax: '184.50' }),
        line({
          id: 'l3',
          position: 3,
          description: 'Olive Ontario · Regular',
          tax_jurisdiction: 'CA-ON',
          tax_rate_percent: '13.0000',
          sales_tax: '0.00',
        }),
        line({
          id: 'l4',
          position: 4,
          description: 'Quinn Quebec · Regular',
          tax_jurisdiction: 'CA-QC',
          tax_rate_percent: '14.9750',
          sales_tax: '0.00',
        }),
        line({ id: 'l5', position: 5, description: 'Exempt work', tax_jurisdiction: 'exempt', tax_rate_percent: null }),
      ],
    });
    renderPages(admin, routes, '/invoices/inv-1', handlerFor(taxed));
    const lines = await screen.findByRole('table', { name: 'Invoice lines' }, { timeout: 3000 });
    const rowOf = (text: string) => within(lines).getByText(text).closest('tr')!;
    expect(within(rowOf('Bruno Beaconworker · Regular')).getByText('10.25% · US-WA')).toBeInTheDocument();
    expect(within(rowOf('Bruno Beaconworker · Regular')).getByText('$184.50')).toBeInTheDocument();
    expect(within(rowOf('Olive Ontario · Regular')).getByText('13% · CA-ON')).toBeInTheDocument();
    expect(within(rowOf('Quinn Quebec · Regular')).getByText('14.975% · CA-QC')).toBeInTheDocument();
    expect(within(rowOf('Exempt work')).getByText('Exempt')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Invoice totals' });
    expect(within(totals).getByRole('row', { name: 'Sales tax $184.50' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Total due $1,890.00' })).toBeInTheDocument();
  });

  it('downloads the PDF through the api client, with the session token, for a client too', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchMock } = renderPages(client, routes, '/invoices/inv-1', handlerFor(clientDetail()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 3000 }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/v2/invoices/inv-1/pdf'))!;
    expect((init?.headers as Record<string, string>).Authorization).toMatch(/test-jwt/);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('invoice-1001.pdf');
    expect(anchor.href).toBe('blob:invoice');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
  });

  it('says why a PDF could not be downloaded', async () => {
    renderPages(admin, routes, '/invoices/inv-1', (u, init) =>
      u.pathname === '/v2/invoices/inv-1/pdf'
        ? jsonResponse({ message: 'The PDF could not be drawn' }, 500)
        : handlerFor(detail())(u, init),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 3000 }));
    expect(await screen.findByText('The PDF could not be drawn')).toBeInTheDocument();
  });

  it('sends a finalized invoice to the client after the confirmation, and says to whom', async () => {
    const { fetchMock } = renderPages(employer, routes, '/invoices/inv-1', handlerFor(detail()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send to client' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Send invoice to the client?' });
    expect(
      within(dialog).getByText("Invoice 1001 is e-mailed again, with its PDF, to Initech's billing e-mail."),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/invoices/inv-1/send')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to ap@initech.test')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/invoices/inv-1/send')).toHaveLength(1);
  });

  it('keeps the send dialog open with the API’s reason when the client has no billing e-mail', async () => {
    renderPages(employer, routes, '/invoices/inv-1', (u, init) =>
      u.pathname === '/v2/invoices/inv-1/send'
        ? jsonResponse({ message: 'The client has no billing e-mail: add one on the client record' }, 409)
        : handlerFor(detail({ status: 'paid', allocated_amount: '1890.00', remaining_amount: '0.00' }))(u, init),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send to client' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Send invoice to the client?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('The client has no billing e-mail: add one on the client record'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send invoice to the client?' })).toBeInTheDocument();
  });

  it('offers no Send to client on a draft, nor to a reader who does not issue the invoice', async () => {
    renderPages(employer, routes, '/invoices/inv-1', handlerFor(detail({ number: null, status: 'draft' })));
    expect(await screen.findByRole('button', { name: 'Finalize' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to client' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('names the source without a link for a user who may not open the timesheets (a sales partner)', async () => {
    const salesPartner = makeUser({
      user_type: 'sales_partner',
      base_links: ['/invoices', '/timesheets'],
      links: ['/invoices'],
    });
    renderPages(salesPartner, routes, '/invoices/inv-1', handlerFor(clientDetail()));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Show the ledger items of Bruno Beaconworker · Regular' },
        { timeout: 3000 },
      ),
    );
    const trace = await screen.findByRole('table', { name: 'Ledger items of Bruno Beaconworker · Regular' });
    expect(within(trace).getAllByText('Timesheet')).toHaveLength(2);
    expect(within(trace).queryByRole('link')).toBeNull();
  });

  it('finalizes a draft after the confirmation, and shows its number', async () => {
    const draft = detail({ number: null, status: 'draft', invoice_date: null, due_date: null });
    const { fetchMock } = renderPages(employer, routes, '/invoices/inv-1', handlerFor(draft, detail()));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Draft invoice' }, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize invoice?' });
    expect(
      within(dialog).getByText('It gets its number and is e-mailed to the client; it can no longer be edited.'),
    ).toBeInTheDocument();
    expect(finalizeCalls(fetchMock)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    await waitFor(() => expect(finalizeCalls(fetchMock)).toBe(1));
    expect(await screen.findByText('Invoice 1001 finalized')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Invoice 1001' })).toBeInTheDocument();
    // Open with nothing paid: Void stays, Finalize goes.
    expect(screen.queryByRole('button', { name: 'Finalize' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Void' })).toBeInTheDocument();
  }, 15_000);

  it('voids an open invoice with the reason asked for, then shows it', async () => {
    const voided = detail({ status: 'void', void_reason: 'Billed to the wrong client', remaining_amount: '0.00' });
    const { fetchMock } = renderPages(employer, routes, '/invoices/inv-1', handlerFor(detail(), voided));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Say why the invoice is void')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/inv-1/void')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Billed to the wrong client');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/inv-1/void')).toEqual([
        { reason: 'Billed to the wrong client' },
      ]),
    );
    expect(await screen.findByText('Invoice voided')).toBeInTheDocument();
    expect(await screen.findByText('Reason: Billed to the wrong client')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  }, 15_000);

  it('offers no Void once money is applied', async () => {
    renderPages(
      employer,
      routes,
      '/invoices/inv-1',
      handlerFor(detail({ status: 'partially_paid', allocated_amount: '100.00', remaining_amount: '1790.00' })),
    );
    expect(await screen.findByRole('heading', { name: 'Invoice 1001' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Partially paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('offers a self-employer partner no action on a draft the platform issues (EOR work)', async () => {
    renderPages(
      employer,
      routes,
      '/invoices/inv-1',
      handlerFor(detail({ number: null, status: 'draft', employer_key: 'platform' })),
    );
    expect(await screen.findByRole('heading', { name: 'Draft invoice' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalize' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('lists the payments applied, a reversal with its reason, each opening its payment', async () => {
    const paid = detail({
      status: 'partially_paid',
      allocated_amount: '1000.00',
      remaining_amount: '890.00',
      payments: [
        invoicePayment(),
        invoicePayment({
          allocation_id: 'al-2',
          payment_id: 'pay-2',
          method: 'check',
          reference: null,
          amount: '300.00',
        }),
        invoicePayment({
          allocation_id: 'al-3',
          payment_id: 'pay-2',
          method: 'check',
          reference: null,
          amount: '-300.00',
          reason: 'Returned: R01 Insufficient funds',
        }),
      ],
    });
    const staff = makeUser({
      user_type: 'admin',
      base_links: ['/invoices', '/payments'],
      links: ['/invoices', '/payments'],
    });
    renderPages(staff, routes, '/invoices/inv-1', handlerFor(paid));
    const table = await screen.findByRole('table', { name: 'Payments applied' }, { timeout: 3000 });
    expect(headersOf(table)).toEqual(['Date', 'Method', 'Reference', 'Amount', 'Note']);
    const [, ach, check, reversal] = within(table).getAllByRole('row');
    expect(within(ach!).getByRole('link', { name: 'Jun 20, 2027' })).toHaveAttribute('href', '/payments/pay-1');
    expect(ach).toHaveTextContent('ACH');
    expect(ach).toHaveTextContent('ACH-778');
    expect(ach).toHaveTextContent('$1,000.00');
    expect(within(check!).getByRole('link')).toHaveAttribute('href', '/payments/pay-2');
    expect(check).toHaveTextContent('Check');
    expect(check).toHaveTextContent('$300.00');
    expect(within(reversal!).getByRole('link')).toHaveAttribute('href', '/payments/pay-2');
    expect(reversal).toHaveTextContent('-$300.00');
    expect(within(reversal!).getByText('Reversal')).toBeInTheDocument();
    expect(within(reversal!).getByText('Returned: R01 Insufficient funds')).toBeInTheDocument();
  });

  it('names the payments without a link for a user who may not open them (a sales partner)', async () => {
    const salesPartner = makeUser({ user_type: 'sales_partner', base_links: ['/invoices'], links: ['/invoices'] });
    renderPages(
      salesPartner,
      routes,
      '/invoices/inv-1',
      handlerFor({ ...clientDetail(), payments: [invoicePayment()] }),
    );
    const table = await screen.findByRole('table', { name: 'Payments applied' }, { timeout: 3000 });
    expect(within(table).getByText('Jun 20, 2027')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('says when no payment is applied', async () => {
    renderPages(admin, routes, '/invoices/inv-1', handlerFor(detail()));
    expect(
      await screen.findByText('No payment is applied to this invoice.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('lists the adjustments it charges, each opening its adjustment, with Add adjustment for staff', async () => {
    const adjusted = detail({
      total_adjustment_amount: '70.00',
      client_total_adjustment_amount: '70.00',
      total_due: '1960.00',
      remaining_amount: '1960.00',
      adjustments: [
        invoiceAdjustment(),
        invoiceAdjustment({
          id: 'adj-2',
          type: 'late_fee',
          direction: 'debit',
          amount: '120.00',
          description: 'Late payment fee, May',
          date: '2027-06-18',
        }),
      ],
    });
    const staff = makeUser({
      user_type: 'admin',
      base_links: ['/invoices', '/adjustments'],
      links: ['/invoices', '/adjustments'],
    });
    renderPages(staff, routes, '/invoices/inv-1', handlerFor(adjusted));
    const table = await screen.findByRole('table', { name: 'Adjustments' }, { timeout: 3000 });
    expect(headersOf(table)).toEqual(['Date', 'Description', 'Type', 'Amount']);
    const [, credit, fee] = within(table).getAllByRole('row');
    expect(within(credit!).getByRole('link', { name: 'Jun 20, 2027' })).toHaveAttribute('href', '/adjustments/adj-1');
    expect(credit).toHaveTextContent('Goodwill credit for the June outage');
    expect(credit).toHaveTextContent('Credit');
    // Signed: a credit takes off the total.
    expect(credit).toHaveTextContent('-$50.00');
    expect(within(fee!).getByRole('link', { name: 'Jun 18, 2027' })).toHaveAttribute('href', '/adjustments/adj-2');
    expect(fee).toHaveTextContent('Late payment fee, May');
    expect(fee).toHaveTextContent('Late fee');
    expect(fee).toHaveTextContent('$120.00');
    const totals = screen.getByRole('table', { name: 'Invoice totals' });
    expect(within(totals).getByRole('row', { name: 'Adjustments $70.00' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Total due $1,960.00' })).toBeInTheDocument();
    // Add adjustment: the adjustments page (features/adjustments) with the form on this invoice.
    expect(screen.getByRole('link', { name: 'Add adjustment' })).toHaveAttribute(
      'href',
      `/adjustments?client_id=${CLIENT_ID}&corrects=inv-1&currency=usd`,
    );
  });

  it('names the adjustments without a link, and offers no Add adjustment, to a client', async () => {
    renderPages(
      client,
      routes,
      '/invoices/inv-1',
      handlerFor({ ...clientDetail(), adjustments: [invoiceAdjustment()] }),
    );
    const table = await screen.findByRole('table', { name: 'Adjustments' }, { timeout: 3000 });
    expect(within(table).getByText('Jun 20, 2027')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add adjustment' })).toBeNull();
  });

  it('says when no adjustment is charged, and offers no Add adjustment on a void invoice', async () => {
    const staff = makeUser({
      user_type: 'admin',
      base_links: ['/invoices', '/adjustments'],
      links: ['/invoices', '/adjustments'],
    });
    renderPages(staff, routes, '/invoices/inv-1', handlerFor(detail({ status: 'void', void_reason: 'Duplicate' })));
    expect(
      await screen.findByText('No adjustment is charged to this invoice.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add adjustment' })).toBeNull();
  });

  it('answers Not Found for an invoice outside the scope', async () => {
    renderPages(
      admin,
      [{ path: '/invoices/:id', element: <InvoiceDetailPage /> }],
      '/invoices/nope',
      handlerFor(detail()),
    );
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
