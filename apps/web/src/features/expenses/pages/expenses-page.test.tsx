import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssignmentView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { ExpensesPage } from './expenses-page';
import { expense } from './expense-fixtures';

const routes = [{ path: '/expenses', element: <ExpensesPage /> }];
const client = makeUser({ user_type: 'client', role: 'owner' });
const contractor = makeUser({
  user_type: 'contractor',
  requirements: { required: [], completed: [], requires_w2_onboard: true },
});
const ASSIGNMENT_ID = '00000000-0000-4000-8000-0000000000a1';
const liveAssignment = {
  id: ASSIGNMENT_ID,
  job_title: 'Developer',
  start_date: '2026-01-05',
  client: { id: 'c1', name: 'Globex Corporation' },
  contractor: { id: 'k1', name: 'Casey Contractor', classification: 'w-2' },
} as unknown as AssignmentView;

describe('/expenses', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('asks a reason before rejecting, and approves at once, with the buttons the API allows', async () => {
    const row = expense({ actions: ['approve', 'reject'] });
    const { fetchMock } = renderPages(client, routes, '/expenses', (u, init) => {
      if (u.pathname === '/v2/expenses') return listAnswer([row]);
      if (u.pathname === '/v2/expenses/x-1/actions' && init?.method === 'POST')
        return jsonResponse({ data: { ...row, status: 'approved', actions: ['unapprove'] } });
      if (u.pathname === '/v2/clients') return listAnswer([]);
      if (u.pathname === '/v2/contractors') return listAnswer([]);
      return undefined;
    });
    const user = userEvent.setup();
    const actions = await screen.findByRole(
      'group',
      { name: 'Actions for the expense of Mar 2, 2026' },
      { timeout: 3000 },
    );
    expect(within(actions).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New expense' })).toBeNull();
    // The amounts of the page add up in its footer.
    const footer = actions.closest('table')!.querySelector('tfoot')!;
    expect(footer).toHaveTextContent('Page total');
    expect(footer).toHaveTextContent('$42.50');
    await user.click(within(actions).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this expense?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason for rejecting')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/expenses/x-1/actions')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not ours');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/expenses/x-1/actions')).toEqual([
        { action: 'reject', reason: 'Not ours' },
      ]),
    );
    await user.click(within(actions).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/expenses/x-1/actions')).toEqual([
        { action: 'reject', reason: 'Not ours' },
        { action: 'approve' },
      ]),
    );
  }, 15_000);

  it('confirms a delete and shows the refusal the API gives', async () => {
    const { fetchMock } = renderPages(contractor, routes, '/expenses', (u, init) => {
      if (u.pathname === '/v2/expenses') return listAnswer([expense()]);
      if (u.pathname === '/v2/expenses/x-1' && init?.method === 'DELETE')
        return jsonResponse({ message: 'An approved expense cannot be deleted; unapprove it first' }, 409);
      return undefined;
    });
    const user = userEvent.setup();
    const actions = await screen.findByRole(
      'group',
      { name: 'Actions for the expense of Mar 2, 2026' },
      { timeout: 3000 },
    );
    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this expense?' });
    expect(within(dialog).getByText('A deleted expense and its receipt cannot be restored.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Nothing was changed: An approved expense cannot be deleted; unapprove it first'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  }, 15_000);

  it("adds a contractor's reimbursement with its receipt (no pay or bill flags sent)", async () => {
    const { fetchMock } = renderPages(contractor, routes, '/expenses', (u, init) => {
      if (u.pathname === '/v2/expenses' && init?.method === 'POST') return jsonResponse({ data: expense() }, 201);
      if (u.pathname === '/v2/expenses') return listAnswer([]);
      if (u.pathname === '/v2/assignments') return listAnswer([liveAssignment]);
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New expense' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New expense' });
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await within(dialog).findByText('Choose an assignment')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the amount')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Billed to the client' })).toBeNull();

    await user.click(within(dialog).getByRole('combobox', { name: 'Assignment' }));
    await user.click(
      await screen.findByRole('option', { name: 'Casey Contractor · Developer at Globex Corporation', hidden: true }),
    );
    const typeBox = within(dialog).getByRole('combobox', { name: 'Type' });
    await user.click(typeBox);
    const listbox = await waitFor(() => document.getElementById(typeBox.getAttribute('aria-controls') ?? '')!);
    const types = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(types).toEqual(['Reimbursement', 'Reimbursement (taxable)']);
    await user.click(within(listbox).getByRole('option', { name: 'Reimbursement', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '12.5');
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-03-02' } });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'hotel.pdf', { type: 'application/pdf' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, file);
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/v2/expenses')).toHaveLength(1), { timeout: 3000 });
    expect(bodiesOf(fetchMock, 'POST', '/v2/expenses')[0]).toEqual({
      assignment_id: ASSIGNMENT_ID,
      type: 'reimbursement',
      amount: '12.5',
      date: '2026-03-02',
      period_start: null,
      period_end: null,
      category: null,
      description: null,
      business_purpose: null,
      receipt: { filename: 'hotel.pdf', content_base64: 'JVBERi0=' },
    });
  }, 20_000);

  it('shows a refused receipt beside its field and still refreshes the list the saved changes are in', async () => {
    let listed = 0;
    const { fetchMock } = renderPages(contractor, routes, '/expenses', (u, init) => {
      if (u.pathname === '/v2/expenses' && (init?.method ?? 'GET') === 'GET') {
        listed++;
        return listAnswer([expense({ amount: listed > 1 ? '50.00' : '42.50' })]);
      }
      if (u.pathname === '/v2/expenses/x-1' && init?.method === 'PATCH')
        return jsonResponse({ data: expense({ amount: '50.00' }) });
      if (u.pathname === '/v2/expenses/x-1/receipt' && init?.method === 'PUT')
        return jsonResponse(
          { detail: [{ loc: ['body', 'content_base64'], msg: 'Upload a PDF, PNG or JPEG receipt' }] },
          422,
        );
      return undefined;
    });
    const user = userEvent.setup();
    const actions = await screen.findByRole(
      'group',
      { name: 'Actions for the expense of Mar 2, 2026' },
      { timeout: 3000 },
    );
    await user.click(within(actions).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit expense' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '50');
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'fake.pdf', { type: 'application/pdf' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(dialog).getByRole('button', { name: 'Save expense' }));
    expect(await within(dialog).findByText('Upload a PDF, PNG or JPEG receipt')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/expenses/x-1')).toHaveLength(1);
    // The amount was saved before the receipt was refused: the list behind the dialog shows it (and its page total).
    const shown = await screen.findAllByText('$50.00', {}, { timeout: 3000 });
    expect(shown.find((el) => el.closest('tbody'))).toBeDefined();
  }, 20_000);
});
