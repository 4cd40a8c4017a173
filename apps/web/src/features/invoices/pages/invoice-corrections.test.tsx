import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { admin, client, clientDetail, detail, employer, invoicePayment, line } from './invoice-fixtures';
import { InvoiceDetailPage } from './invoice-detail-page';

const routes = [{ path: '/invoices/:id', element: <InvoiceDetailPage /> }];
type FetchMock = ReturnType<typeof renderPages>['fetchMock'];
type User = ReturnType<typeof userEvent.setup>;

/** The Idempotency-Key header of every `method` call to `pathname`, in order. */
const keysOf = (fetchMock: FetchMock, method: string, pathname: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === pathname && init?.method === method,
    )
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

/** Opens a Mantine select by its input and clicks an option of its own list. */
async function pick(user: User, input: HTMLElement, option: string) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

/**
 * GET /v2/invoices/:id answers from `invoices` by id; `command` answers everything else (a method and
 * path) or leaves it unmocked.
 */
const handlerOf =
  (invoices: InvoiceDetail[], command?: (method: string, path: string) => Response | undefined) =>
  (u: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    const found = invoices.find((i) => u.pathname === `/v2/invoices/${i.id}`);
    if (method === 'GET' && found) return jsonResponse({ data: found });
    return command?.(method, u.pathname);
  };

const MEMO = detail({
  id: 'memo-1',
  number: '1002',
  invoice_type: 'credit_memo',
  status: 'open',
  total_bill_amount: '-100.00',
  total_due: '-100.00',
  allocated_amount: '0.00',
  remaining_amount: '-100.00',
  related_invoice: { id: 'inv-1', number: '1001' },
  lines: [line({ id: 'ml1', description: 'Credit: Bruno Beaconworker · Regular', amount: '-100.00' })],
});

/** The API names lines by uuid (creditMemoCreateSchema checks them). */
const LINE_1 = '00000000-0000-4000-8000-0000000000a1';
const CREDITABLE = [
  line({ id: LINE_1, credited_amount: '100.00' }),
  line({
    id: '00000000-0000-4000-8000-0000000000a2',
    position: 2,
    description: 'Parking',
    kind: 'manual',
    amount: '90.00',
    items: [],
  }),
];

const open = async (user: User, button: string, dialog: string) => {
  await user.click(await screen.findByRole('button', { name: button }, { timeout: 3000 }));
  return screen.findByRole('dialog', { name: dialog });
};

describe('/invoices/:id corrections', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('issues a credit memo by line, its total shown as typed, with an Idempotency-Key; a 422 stands beside the line', async () => {
    let answer: Response = jsonResponse(
      { detail: [{ loc: ['body', 'lines', 0, 'line_id'], msg: 'At most 1700.00 is left to credit on this line' }] },
      422,
    );
    const { fetchMock } = renderPages(
      admin,
      routes,
      '/invoices/inv-1',
      handlerOf([detail({ lines: CREDITABLE })], (m, p) =>
        m === 'POST' && p === '/v2/invoices/inv-1/credit_memo' ? answer : undefined,
      ),
    );
    const user = userEvent.setup();
    const dialog = await open(user, 'Issue credit memo', 'Issue credit memo');
    // The whole invoice by default: every line's rest and its adjustments.
    expect(within(dialog).getByText('Memo total: $1,790.00 credit')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'One hour billed twice');
    await user.click(within(dialog).getByRole('radio', { name: 'Amounts per line' }));
    expect(within(dialog).getByText('Memo total: $0.00 credit')).toBeInTheDocument();
    const credit = within(dialog).getByRole('textbox', { name: 'Credit on Bruno Beaconworker · Regular' });
    expect(credit).toHaveValue('');
    // No more than what is left of the line (1800.00 less 100.00 credited).
    await user.type(credit, '1700.01');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit memo' }));
    expect(await within(dialog).findByText('At most $1,700.00 is left to credit')).toBeInTheDocument();
    await user.clear(credit);
    await user.type(credit, '40.50');
    expect(within(dialog).getByText('Memo total: $40.50 credit')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Keep as credit/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit memo' }));
    expect(await within(dialog).findByText('At most 1700.00 is left to credit on this line')).toBeInTheDocument();
    const body = {
      reason: 'One hour billed twice',
      apply: 'keep',
      lines: [{ line_id: LINE_1, amount: '40.50' }],
    };
    expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/inv-1/credit_memo')).toEqual([body]);

    answer = jsonResponse({ data: MEMO }, 201);
    await user.clear(credit);
    await user.type(credit, '40.50');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit memo' }));
    expect(await screen.findByText('Credit memo 1002 issued')).toBeInTheDocument();
    const keys = keysOf(fetchMock, 'POST', '/v2/invoices/inv-1/credit_memo');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Issue credit memo' })).toBeNull());
  }, 20_000);

  it('shows the API’s 409 in the credit memo dialog', async () => {
    renderPages(
      employer,
      routes,
      '/invoices/inv-1',
      handlerOf([detail({ status: 'paid', allocated_amount: '1890.00', remaining_amount: '0.00' })], (m, p) =>
        m === 'POST' && p === '/v2/invoices/inv-1/credit_memo'
          ? jsonResponse({ message: 'Every line is already credited' }, 409)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const dialog = await open(user, 'Issue credit memo', 'Issue credit memo');
    expect(within(dialog).getByText('Memo total: $1,890.00 credit')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong client');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit memo' }));
    expect(await within(dialog).findByText('Every line is already credited')).toBeInTheDocument();
  }, 15_000);

  it('credits and rebills after the confirmation, then opens the new draft linked to both', async () => {
    const rebill = detail({
      id: 'inv-2',
      number: null,
      status: 'draft',
      invoice_type: 'manual',
      related_invoice: { id: 'inv-1', number: '1001' },
      credit_memo: { id: 'memo-1', number: '1002' },
    });
    const { fetchMock } = renderPages(
      admin,
      routes,
      '/invoices/inv-1',
      handlerOf([detail(), rebill], (m, p) =>
        m === 'POST' && p === '/v2/invoices/inv-1/credit_and_rebill' ? jsonResponse({ data: rebill }, 201) : undefined,
      ),
    );
    const user = userEvent.setup();
    const dialog = await open(user, 'Credit and rebill', 'Credit and rebill?');
    expect(within(dialog).getByText(/credited in full \(\$1,890\.00\) by a credit memo/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Billed at the wrong rate');
    await user.click(within(dialog).getByRole('button', { name: 'Credit and rebill' }));
    expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/inv-1/credit_and_rebill')).toEqual([
      { reason: 'Billed at the wrong rate' },
    ]);
    expect(keysOf(fetchMock, 'POST', '/v2/invoices/inv-1/credit_and_rebill')[0]).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Corrects invoice 1001' })).toHaveAttribute('href', '/invoices/inv-1');
    expect(screen.getByRole('link', { name: 'Credit memo 1002' })).toHaveAttribute('href', '/invoices/memo-1');
    // A rebill is made to be corrected: every line, time lines too.
    expect(screen.getByRole('button', { name: 'Edit line Bruno Beaconworker · Regular' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove line Bruno Beaconworker · Regular (late)' })).toBeInTheDocument();
  }, 15_000);

  it('writes off the balance, stating the amount, and shows a 409 in the dialog', async () => {
    const owed = detail({ status: 'partially_paid', allocated_amount: '1000.00', remaining_amount: '890.00' });
    const { fetchMock } = renderPages(
      employer,
      routes,
      '/invoices/inv-1',
      handlerOf([owed], (m, p) =>
        m === 'POST' && p === '/v2/invoices/inv-1/write_off'
          ? jsonResponse({ message: 'Only an admin writes off more than $50.00' }, 409)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const dialog = await open(user, 'Write off balance', 'Write off balance?');
    expect(
      within(dialog).getByText(/\$890\.00 still owed on Invoice 1001 by Initech is written off/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Client went out of business');
    await user.click(within(dialog).getByRole('button', { name: 'Write off $890.00' }));
    expect(
      await within(dialog).findByText('Nothing was changed: Only an admin writes off more than $50.00'),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/inv-1/write_off')).toEqual([
      { reason: 'Client went out of business' },
    ]);
  }, 15_000);

  it('edits a finalized invoice’s PO and contacts (never its terms), a 422 beside the contacts', async () => {
    let answer: Response = jsonResponse(
      { detail: [{ loc: ['body', 'contact_emails', 0], msg: 'An e-mail address' }] },
      422,
    );
    const { fetchMock } = renderPages(
      employer,
      routes,
      '/invoices/inv-1',
      handlerOf([detail({ notes: 'Thanks' })], (m, p) =>
        m === 'PATCH' && p === '/v2/invoices/inv-1' ? answer : undefined,
      ),
    );
    const user = userEvent.setup();
    const dialog = await open(user, 'Edit details', 'Edit invoice details');
    expect(within(dialog).getByText(/Amounts never change on a finalized invoice/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Payment terms/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'PO number' }), 'PO-7781');
    await user.type(within(dialog).getByLabelText('Contact e-mails'), 'finance@initech.test{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText('An e-mail address')).toBeInTheDocument();
    answer = jsonResponse({ data: detail({ po_number: 'PO-7781', contact_emails: ['finance@initech.test'] }) });
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Invoice details saved')).toBeInTheDocument();
    const body = { notes: 'Thanks', po_number: 'PO-7781', contact_emails: ['finance@initech.test'] };
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/invoices/inv-1')).toEqual([body, body]);
    expect(await screen.findByText('PO-7781')).toBeInTheDocument();
    expect(screen.getByText('finance@initech.test')).toBeInTheDocument();
  }, 15_000);

  it('adds a line to a draft by amount or hours × rate, a 422 beside its field', async () => {
    const draft = detail({ number: null, status: 'draft', invoice_date: null, due_date: null });
    let answer: Response = jsonResponse({ detail: [{ loc: ['body', 'rate'], msg: 'A rate like 65.00' }] }, 422);
    const { fetchMock } = renderPages(
      employer,
      routes,
      '/invoices/inv-1',
      handlerOf([draft], (m, p) => (m === 'POST' && p === '/v2/invoices/inv-1/lines' ? answer : undefined)),
    );
    const user = userEvent.setup();
    // Time lines come from the ledger: no Edit or Remove on them.
    expect(await screen.findByRole('heading', { name: 'Draft invoice' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit line/ })).toBeNull();
    let dialog = await open(user, 'Add line', 'Add line');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Onsite training');
    await user.type(within(dialog).getByRole('textbox', { name: 'Hours' }), '7.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate' }), '65.25');
    expect(within(dialog).getByText('Amount: $489.38')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(await within(dialog).findByText('A rate like 65.00')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/inv-1/lines')).toEqual([
      { description: 'Onsite training', hours: '7.5', rate: '65.25' },
    ]);
    await user.click(within(dialog).getByRole('radio', { name: 'Amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '-25.50');
    answer = jsonResponse({ data: draft }, 201);
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(await screen.findByText('Line added')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/inv-1/lines')[1]).toEqual({
      description: 'Onsite training',
      amount: '-25.50',
    });
    // A draft's details take its payment terms.
    dialog = await open(user, 'Edit details', 'Edit invoice details');
    expect(within(dialog).getByRole('textbox', { name: 'Payment terms (net days)' })).toHaveValue('30');
  }, 20_000);

  it('edits and removes a draft’s manual line after the confirmation, the API’s 409 in the dialog', async () => {
    const manual = line({
      id: 'l9',
      position: 3,
      kind: 'manual',
      description: 'Parking pass',
      minutes: 0,
      hours: '0.00',
      rate: null,
      amount: '25.50',
      items: [],
    });
    const draft = detail({ number: null, status: 'draft', lines: [line(), manual] });
    let removal: Response = jsonResponse({ message: 'A finalized invoice keeps its lines' }, 409);
    const { fetchMock } = renderPages(
      employer,
      routes,
      '/invoices/inv-1',
      handlerOf([draft], (m, p) => {
        if (p !== '/v2/invoices/inv-1/lines/l9') return undefined;
        if (m === 'PATCH') return jsonResponse({ data: draft });
        if (m === 'DELETE') return removal;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    expect(
      await screen.findByRole('button', { name: 'Edit line Parking pass' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit line Bruno Beaconworker · Regular' })).toBeNull();

    let dialog = await open(user, 'Edit line Parking pass', 'Edit line');
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('25.50');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save line' }));
    expect(await screen.findByText('Line saved')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/invoices/inv-1/lines/l9')).toEqual([
      { description: 'Parking pass', amount: '30' },
    ]);

    dialog = await open(user, 'Remove line Parking pass', 'Remove line?');
    const removes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').length;
    expect(removes()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove line' }));
    expect(await within(dialog).findByText('A finalized invoice keeps its lines')).toBeInTheDocument();
    removal = jsonResponse({ data: { ...draft, lines: [line()] } });
    await user.click(within(dialog).getByRole('button', { name: 'Remove line' }));
    expect(await screen.findByText('Line removed')).toBeInTheDocument();
    expect(removes()).toBe(2);
  }, 20_000);

  it('shows a credit memo as a credit and refunds its credit left, a 422 beside the amount', async () => {
    let answer: Response = jsonResponse(
      { detail: [{ loc: ['body', 'amount'], msg: 'More than the credit left' }] },
      422,
    );
    const { fetchMock } = renderPages(
      admin,
      routes,
      '/invoices/memo-1',
      handlerOf([MEMO], (m, p) => (m === 'POST' && p === '/v2/invoices/memo-1/refund' ? answer : undefined)),
    );
    const user = userEvent.setup();
    const totals = await screen.findByRole('table', { name: 'Invoice totals' }, { timeout: 3000 });
    expect(within(totals).getByRole('row', { name: 'Total credit $100.00 credit' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Credit left $100.00 credit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corrects invoice 1001' })).toHaveAttribute('href', '/invoices/inv-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Credit memo 1002' })).toBeInTheDocument();
    // A memo is never credited nor written off.
    expect(screen.queryByRole('button', { name: 'Issue credit memo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write off balance' })).toBeNull();

    const dialog = await open(user, 'Refund credit', 'Refund credit');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('100.00');
    await user.clear(amount);
    await user.type(amount, '150');
    await pick(user, within(dialog).getByRole('combobox', { name: 'Method' }), 'Check');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'CHK 5521');
    await user.click(within(dialog).getByRole('button', { name: 'Refund credit' }));
    expect(await within(dialog).findByText('At most $100.00: the credit left')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/memo-1/refund')).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Refund credit' }));
    expect(await within(dialog).findByText('More than the credit left')).toBeInTheDocument();
    const [sent] = bodiesOf(fetchMock, 'POST', '/v2/invoices/memo-1/refund') as Record<string, string>[];
    expect(sent).toMatchObject({ amount: '60', method: 'check', reference: 'CHK 5521' });
    expect(sent!.refund_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    answer = jsonResponse({ data: { ...MEMO, status: 'partially_paid', remaining_amount: '-40.00' } });
    await user.clear(amount);
    await user.type(amount, '60.00');
    await user.click(within(dialog).getByRole('button', { name: 'Refund credit' }));
    expect(await screen.findByText('Refunded $60.00')).toBeInTheDocument();
    const keys = keysOf(fetchMock, 'POST', '/v2/invoices/memo-1/refund');
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBeTruthy();
  }, 20_000);

  it('shows the corrections, credited amounts, write-off reason, PO and the payments by source', async () => {
    const staff = makeUser({
      user_type: 'admin',
      base_links: ['/invoices', '/payments'],
      links: ['/invoices', '/payments'],
    });
    const corrected = detail({
      status: 'paid',
      po_number: 'PO-7781',
      contact_emails: ['finance@initech.test', 'ap@initech.test'],
      write_off_reason: 'Bank fee deducted by the client',
      allocated_amount: '1890.00',
      remaining_amount: '0.00',
      lines: [line({ credited_amount: '40.00' })],
      corrections: [
        { id: 'memo-1', number: '1002', invoice_type: 'credit_memo', status: 'paid', total_due: '-40.00' },
        { id: 'inv-2', number: null, invoice_type: 'manual', status: 'draft', total_due: '1850.00' },
      ],
      payments: [
        invoicePayment(),
        invoicePayment({
          allocation_id: 'al-2',
          source: 'credit_memo',
          payment_id: null,
          method: null,
          reference: null,
          amount: '40.00',
          credit_memo: { id: 'memo-1', number: '1002' },
        }),
        invoicePayment({
          allocation_id: 'al-3',
          source: 'write_off',
          payment_id: null,
          method: null,
          reference: null,
          amount: '850.00',
          reason: 'Bank fee deducted by the client',
        }),
      ],
    });
    renderPages(staff, routes, '/invoices/inv-1', handlerOf([corrected]));
    const table = await screen.findByRole('table', { name: 'Corrections' }, { timeout: 3000 });
    expect(within(table).getByRole('link', { name: 'Credit memo 1002' })).toHaveAttribute('href', '/invoices/memo-1');
    expect(within(table).getByText('$40.00 credit')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Draft (Manual)' })).toHaveAttribute('href', '/invoices/inv-2');
    expect(within(table).getByText('Rebill')).toBeInTheDocument();
    expect(screen.getByText('Reason: Bank fee deducted by the client')).toBeInTheDocument();
    expect(screen.getByText('PO-7781')).toBeInTheDocument();
    expect(screen.getByText('finance@initech.test, ap@initech.test')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Credited $40.00')).toBeInTheDocument();

    const payments = screen.getByRole('table', { name: 'Payments applied' });
    const [, cash, memo, writeOff] = within(payments).getAllByRole('row');
    expect(within(cash!).getByRole('link', { name: 'Jun 20, 2027' })).toHaveAttribute('href', '/payments/pay-1');
    expect(memo).toHaveTextContent('Credit memo');
    expect(within(memo!).getByRole('link', { name: 'Credit memo 1002' })).toHaveAttribute('href', '/invoices/memo-1');
    expect(within(memo!).queryByRole('link', { name: 'Jun 20, 2027' })).toBeNull();
    expect(writeOff).toHaveTextContent('Write-off');
    expect(writeOff).toHaveTextContent('$850.00');
    // Paid and written off: nothing left to write off or refund.
    expect(screen.queryByRole('button', { name: 'Write off balance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Issue credit memo' })).toBeInTheDocument();
  });

  it('offers no correction to a client, a sales partner, or a partner that does not issue the invoice', async () => {
    const names = ['Issue credit memo', 'Credit and rebill', 'Write off balance', 'Edit details', 'Add line'];
    const none = async () => {
      expect(
        await screen.findByRole('heading', { name: /Invoice 1001|Draft invoice/ }, { timeout: 3000 }),
      ).toBeInTheDocument();
      for (const name of names) expect(screen.queryByRole('button', { name })).toBeNull();
    };
    const salesPartner = makeUser({ user_type: 'sales_partner', base_links: ['/invoices'], links: ['/invoices'] });
    // A partner that is not a self-employer: its invoices are the platform's (EOR).
    const eorPartner = makeUser({
      user_type: 'partner',
      partner: makePartner({ self_employer: false }),
      links: ['/invoices'],
    });
    const cases: [ReturnType<typeof makeUser>, InvoiceDetail][] = [
      [client, { ...clientDetail(), status: 'partially_paid', remaining_amount: '890.00' }],
      [salesPartner, clientDetail()],
      [eorPartner, detail({ employer_key: 'platform' })],
      [employer, detail({ employer_key: 'platform' })],
      [employer, detail({ number: null, status: 'draft', employer_key: 'platform' })],
    ];
    for (const [user, shown] of cases) {
      renderPages(user, routes, '/invoices/inv-1', handlerOf([shown]));
      await none();
      document.body.innerHTML = '';
      vi.unstubAllGlobals();
    }
    // The refund is the issuer's too.
    renderPages(client, routes, '/invoices/memo-1', handlerOf([{ ...MEMO, employer_key: 'p1' }]));
    expect(await screen.findByRole('table', { name: 'Invoice totals' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund credit' })).toBeNull();
  }, 20_000);
});
