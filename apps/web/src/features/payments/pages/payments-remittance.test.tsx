import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentUploadDetail, PaymentUploadPreview, PaymentUploadRow, PaymentUploadView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { admin, CLIENT_ID, client, employer, INVOICE_1, payment, reader } from './payment-fixtures';
import { PaymentsPage } from './payments-page';

const routes = [{ path: '/payments', element: <PaymentsPage /> }];
const CSV = 'invoice,amount,date\n1001,100.00,2027-08-01\n1002,320,2027-08-02\n9999,12,2027-08-02\n';

const row = (over: Partial<PaymentUploadRow>): PaymentUploadRow => ({
  line: 2,
  values: { invoice: '1001', amount: '100.00', date: '2027-08-01', reference: '', method: '', client: '' },
  outcome: 'matched',
  invoice_number: '1001',
  amount: '100.00',
  payment_date: '2027-08-01',
  method: 'ach',
  reference: null,
  currency: 'usd',
  match: 'short',
  invoice: {
    id: INVOICE_1,
    number: '1001',
    client: { id: CLIENT_ID, name: 'Initech' },
    currency: 'usd',
    remaining: '320.00',
  },
  reason: null,
  message: null,
  errors: [],
  payment_id: null,
  ...over,
});

const ROWS: PaymentUploadRow[] = [
  row({}),
  row({
    line: 3,
    invoice_number: '1002',
    amount: '320.00',
    match: 'exact',
    invoice: {
      id: 'inv-2',
      number: '1002',
      client: { id: CLIENT_ID, name: 'Initech' },
      currency: 'usd',
      remaining: '320.00',
    },
  }),
  row({
    line: 4,
    values: { invoice: '9999', amount: '12', date: '2027-08-02', reference: '', method: '', client: '' },
    outcome: 'unmatched',
    invoice_number: '9999',
    amount: '12.00',
    match: null,
    invoice: null,
    reason: 'not_found',
    message: 'No invoice 9999 of Acme Staffing',
  }),
];
const PREVIEW: PaymentUploadPreview = {
  file_name: 'remit.csv',
  partner: { id: 'p1', name: 'Acme Staffing' },
  currency: 'usd',
  rows: ROWS,
  totals: { rows: 3, matched: 2, unmatched: 1, invalid: 0, matched_amount: '420.00' },
};
const UPLOAD: PaymentUploadView = {
  id: 'up-1',
  file_name: 'remit.csv',
  status: 'partially_imported',
  partner: { id: 'p1', name: 'Acme Staffing' },
  currency: 'usd',
  row_count: 3,
  imported_count: 2,
  total_amount: '420.00',
  created_by: { id: 'u1', name: 'Ada Admin' },
  created_at: '2027-08-03T15:00:00Z',
};
const DETAIL: PaymentUploadDetail = {
  ...UPLOAD,
  rows: ROWS.map((r, i) => ({ ...r, payment_id: i < 2 ? `pay-${i + 1}` : null })),
  totals: PREVIEW.totals,
  payments: [1, 2].map((n) => ({
    id: `pay-${n}`,
    client: { id: CLIENT_ID, name: 'Initech' },
    method: 'ach' as const,
    amount: n === 1 ? '100.00' : '320.00',
    currency: 'usd',
    payment_date: '2027-08-01',
    reference: n === 1 ? 'CHK 1001' : null,
    status: 'received' as const,
    allocated_amount: n === 1 ? '100.00' : '320.00',
  })),
};

const keysOf = (fetchMock: ReturnType<typeof renderPages>['fetchMock'], pathname: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === pathname && init?.method === 'POST',
    )
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, text = CSV) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([text], 'remit.csv', { type: 'text/csv' }));
}

describe('/payments remittance import', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('previews a file for the chosen partner, then imports it once with one key and refreshes the list', async () => {
    const user = userEvent.setup();
    let imports = 0;
    const { fetchMock } = renderPages(admin, routes, '/payments', (u, init) => {
      if (u.pathname === '/v2/payment_uploads/preview') return jsonResponse({ data: PREVIEW });
      if (u.pathname === '/v2/payment_uploads' && init?.method === 'POST') {
        imports += 1;
        if (imports === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ data: DETAIL }, 201);
      }
      if (u.pathname === '/v2/payment_uploads') return listAnswer(imports > 1 ? [UPLOAD] : []);
      if (u.pathname === '/v2/payments') return listAnswer([payment()]);
      if (u.pathname === '/v2/partners') return listAnswer([{ id: 'p1', name: 'Acme Staffing' }]);
      if (u.pathname === '/v2/clients') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('No remittance files imported yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import remittance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import remittance' });
    const previewButton = within(dialog).getByRole('button', { name: 'Preview' });
    expect(previewButton).toBeDisabled();
    await chooseFile(user, dialog);
    // Staff name the partner before anything is sent.
    expect(previewButton).toBeDisabled();
    await pick(user, within(dialog).getByRole('combobox', { name: 'Partner' }), 'Acme Staffing');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const table = await within(dialog).findByRole('table', { name: 'Remittance rows' });
    expect(bodiesOf(fetchMock, 'POST', '/v2/payment_uploads/preview')).toEqual([
      { file_name: 'remit.csv', csv: CSV, currency: 'usd', partner_id: 'p1' },
    ]);
    expect(within(dialog).getByText('3 rows · 2 matched ($420.00) · 1 unmatched')).toBeInTheDocument();
    const lines = within(table).getAllByRole('row').slice(1);
    expect(lines[0]).toHaveTextContent('1001');
    expect(lines[0]).toHaveTextContent('Initech');
    expect(lines[0]).toHaveTextContent('$100.00');
    expect(lines[0]).toHaveTextContent('Aug 1, 2027');
    expect(within(lines[0]!).getByText('Pays in part')).toBeInTheDocument();
    expect(lines[0]).toHaveTextContent('of $320.00 owed');
    expect(within(lines[1]!).getByText('Pays in full')).toBeInTheDocument();
    expect(within(lines[2]!).getByText('Unmatched')).toBeInTheDocument();
    expect(lines[2]).toHaveTextContent('No invoice 9999 of Acme Staffing');
    expect(bodiesOf(fetchMock, 'POST', '/v2/payment_uploads')).toEqual([]);

    // The first Confirm is lost on the network; the retry carries the same key.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm import (2 payments)' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm import (2 payments)' }));
    expect(await screen.findByText('Imported 2 payments ($420.00) from remit.csv; 1 left out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import remittance' })).toBeNull());
    const keys = keysOf(fetchMock, '/v2/payment_uploads');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    // The list and the history are read again.
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/payments').length).toBeGreaterThan(1));
    expect(await screen.findByRole('table', { name: 'Remittance imports' })).toBeInTheDocument();
  });

  it('offers no Confirm for a file with invalid rows, and shows a refused file', async () => {
    const user = userEvent.setup();
    const invalid: PaymentUploadPreview = {
      ...PREVIEW,
      rows: [
        row({
          outcome: 'invalid',
          match: null,
          invoice: null,
          amount: null,
          errors: [
            { loc: ['body', 'csv', 2, 'amount'], msg: 'Line 2, amount: Enter an amount like 1250.00 (read "abc")' },
          ],
        }),
      ],
      totals: { rows: 1, matched: 0, unmatched: 0, invalid: 1, matched_amount: '0.00' },
    };
    let answer = 0;
    renderPages(employer, routes, '/payments', (u) => {
      if (u.pathname === '/v2/payment_uploads/preview') {
        answer += 1;
        return answer === 1
          ? jsonResponse(
              {
                detail: [
                  {
                    loc: ['body', 'csv'],
                    msg: 'The header row must name the columns invoice, amount and date; missing date',
                  },
                ],
              },
              422,
            )
          : jsonResponse({ data: invalid });
      }
      if (u.pathname === '/v2/payment_uploads') return listAnswer([]);
      if (u.pathname === '/v2/payments') return listAnswer([]);
      if (u.pathname === '/v2/clients') return listAnswer([]);
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Import remittance' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import remittance' });
    // A self-employer partner imports for its own partner: no partner to choose.
    expect(within(dialog).queryByRole('combobox', { name: 'Partner' })).toBeNull();
    await chooseFile(user, dialog, 'invoice,amount\n1001,5\n');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('missing date');
    await chooseFile(user, dialog, 'invoice,amount,date\n1001,abc,2027-08-01\n');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const table = await within(dialog).findByRole('table', { name: 'Remittance rows' });
    expect(within(table).getByText('Invalid')).toBeInTheDocument();
    expect(table).toHaveTextContent('Line 2, amount: Enter an amount like 1250.00 (read "abc")');
    expect(within(dialog).getByText(/Fix the invalid rows/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Confirm import/ })).toBeNull();
  });

  it('lists the imports with a link to each payment they recorded', async () => {
    const user = userEvent.setup();
    renderPages(reader, routes, '/payments', (u) => {
      if (u.pathname === '/v2/payment_uploads') return listAnswer([UPLOAD]);
      if (u.pathname === '/v2/payment_uploads/up-1') return jsonResponse({ data: DETAIL });
      if (u.pathname === '/v2/payments') return listAnswer([payment()]);
      if (u.pathname === '/v2/clients') return listAnswer([]);
      return undefined;
    });
    const history = await screen.findByRole('table', { name: 'Remittance imports' }, { timeout: 3000 });
    const first = within(history).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('remit.csv');
    expect(first).toHaveTextContent('2 of 3');
    expect(first).toHaveTextContent('$420.00');
    expect(within(first).getByText('Partly imported')).toBeInTheDocument();
    // A partner that neither employs nor funds reads the imports but imports none.
    expect(screen.queryByRole('button', { name: 'Import remittance' })).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Payments (2)' }));
    const links = await screen.findByRole('list', { name: 'Payments from remit.csv' });
    expect(within(links).getByRole('link', { name: '$100.00 from Initech' })).toHaveAttribute(
      'href',
      '/payments/pay-1',
    );
    expect(within(links).getByRole('link', { name: '$320.00 from Initech' })).toHaveAttribute(
      'href',
      '/payments/pay-2',
    );
  });

  it('shows a client neither the import nor the history', async () => {
    const { fetchMock } = renderPages(client, routes, '/payments', (u) => {
      if (u.pathname === '/v2/payments') return listAnswer([payment()]);
      return undefined;
    });
    expect(await screen.findByRole('table', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import remittance' })).toBeNull();
    expect(screen.queryByText('Remittance imports')).toBeNull();
    expect(requestsTo(fetchMock, '/v2/payment_uploads')).toEqual([]);
  });
});
