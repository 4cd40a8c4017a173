import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, TimesheetView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { entryAssignment } from '../entry-assignment-fixtures';
import { entry, week } from '../test-fixtures';
import { TimesheetsPage } from './timesheets-page';

const routes = [{ path: '/timesheets', element: <TimesheetsPage /> }];
const admin = makeUser({ user_type: 'admin', links: ['/timesheets'] });
const monday = entry({ id: 't-mon' });
const tuesday = entry({ id: 't-tue', date: '2026-03-03', start: '22:00', end: '06:00' });

function render(user: CurrentUser, rows: TimesheetView[], bulk?: () => Response) {
  return renderPages(user, routes, '/timesheets', (u, init) => {
    if (u.pathname === '/v2/timesheets') return listAnswer(rows);
    if (u.pathname === '/v2/clients' || u.pathname === '/v2/contractors') return listAnswer([]);
    if (u.pathname === '/v2/timesheets/bulk' && init?.method === 'POST')
      return bulk?.() ?? jsonResponse({ data: { action: 'approve', count: rows.length, ids: rows.map((r) => r.id) } });
    return undefined;
  });
}

const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 3000 })).closest('tr')!;

describe('/timesheets list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('approves the selected entries in bulk only after the confirmation', async () => {
    const { fetchMock } = render(admin, [monday, tuesday]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: /Select Casey Worker, .*9:00 AM/ }, { timeout: 3000 }),
    );
    await user.click(screen.getByRole('checkbox', { name: /Select Casey Worker, .*10:00 PM/ }));
    // The hours of the page add up in its footer.
    const footer = screen.getByText('Page total').closest('tfoot')!;
    expect(footer).toHaveTextContent('15.00');
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 entries?' });
    expect(within(dialog).getByText(/2 entries of 1 contractor · 15\.00 hours/)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved 2 entries', {}, { timeout: 3000 })).toBeInTheDocument();
    // The decided rows are no longer selected.
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([
      { action: 'approve', ids: ['t-mon', 't-tue'] },
    ]);
  }, 15_000);

  it('asks for a reason to reject in bulk and shows the server refusal without closing', async () => {
    const { fetchMock } = render(admin, [monday, tuesday], () =>
      jsonResponse({ message: 'This entry is already approved' }, 409),
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all timesheets on this page' }, { timeout: 3000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 entries?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason for rejecting')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong client');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Nothing was changed: This entry is already approved', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([
      { action: 'reject', ids: ['t-mon', 't-tue'], reason: 'Wrong client' },
    ]);
  }, 15_000);

  it('shows a signature-requiring client Sign on an approved entry, and no bulk selection where nothing can be decided', async () => {
    const client = makeUser({
      user_type: 'client',
      links: ['/timesheets'],
      client: {
        id: 'c-globex',
        name: 'Globex Corporation',
        partner_id: 'p1',
        can_create_assignment: false,
        show_contractor_personal: false,
        requires_signature_for_approval: true,
        partner: makePartner(),
      },
    });
    const approved = entry({
      id: 't-app',
      status: 'approved',
      client: { ...monday.client, requires_signature_for_approval: true },
      split: { regular: 450, overtime: 0, double_time: 0, other: 0 },
    });
    const { fetchMock } = renderPages(client, routes, '/timesheets', (u, init) => {
      if (u.pathname === '/v2/timesheets') return listAnswer([approved]);
      if (u.pathname === '/v2/timesheets/t-app/actions' && init?.method === 'POST')
        return jsonResponse({ data: { action: 'sign', deleted: false, entry: { ...approved, status: 'signed' } } });
      return undefined;
    });
    const user = userEvent.setup();
    const row = await rowOf('Regular 7.50');
    const buttons = within(within(row).getByRole('group', { name: /Actions for/ })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Sign', 'Unapprove']);
    // No approve/reject/no bill on this page: no row checkboxes.
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Sign' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/t-app/actions')).toEqual([{ action: 'sign' }]),
    );
    expect(await screen.findByText('Signed 1 entry', {}, { timeout: 3000 })).toBeInTheDocument();
  }, 15_000);

  it('opens a client on its pending time, approve first and delete last (asking before it deletes)', async () => {
    const client = makeUser({
      user_type: 'client',
      role: 'owner',
      links: ['/timesheets'],
      client: {
        id: 'c-globex',
        name: 'Globex Corporation',
        partner_id: 'p1',
        can_create_assignment: false,
        show_contractor_personal: false,
        requires_signature_for_approval: false,
        partner: makePartner(),
      },
    });
    const { fetchMock } = renderPages(client, routes, '/timesheets', (u) =>
      u.pathname === '/v2/timesheets' ? listAnswer([monday]) : undefined,
    );
    const user = userEvent.setup();
    const row = await rowOf('9:00 AM–5:00 PM');
    const sent = requestsTo(fetchMock, '/v2/timesheets');
    expect(sent.length).toBeGreaterThan(0);
    // Every page of the list asked for is the pending one (never first the unfiltered list).
    const pages = sent.filter((u) => u.searchParams.has('page'));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((u) => u.searchParams.get('status') === 'pending')).toBe(true);
    const buttons = within(within(row).getByRole('group', { name: /Actions for/ })).getAllByRole('button');
    const names = buttons.map((b) => b.textContent);
    expect(names[0]).toBe('Approve');
    expect(names.at(-1)).toBe('Delete');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(dialog).toHaveTextContent(/Delete/);
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/t-mon/actions')).toEqual([]);
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
  }, 15_000);

  it('offers a plain partner no approve button on a pending entry', async () => {
    render(makeUser({ user_type: 'partner', role: 'owner', links: ['/timesheets'] }), [monday]);
    const row = await rowOf('9:00 AM–5:00 PM');
    const group = within(row).queryByRole('group', { name: /Actions for/ });
    const names = group
      ? within(group)
          .getAllByRole('button')
          .map((b) => b.textContent)
      : [];
    expect(names).not.toContain('Approve');
    expect(names).toContain('Delete');
  }, 10_000);

  it("lets a time-sheet-only user enter a contractor's week, picking among the assignments open to their time entry", async () => {
    const clerk = makeUser({ user_type: 'partner', role: 'time_sheet_only', links: ['/timesheets'] });
    const { fetchMock } = renderPages(clerk, routes, '/timesheets?view=enter', (u) => {
      // No /contractors link: the picker asks for the assignments this user may enter time for.
      if (u.pathname === '/v2/timesheets/assignments') return listAnswer([entryAssignment()]);
      if (u.pathname === '/v2/timesheets/week') return jsonResponse({ data: week([monday]) });
      return undefined;
    });
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: 'Contractor' }, { timeout: 3000 });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Casey Worker', hidden: true }, { timeout: 3000 }));
    expect(await screen.findByRole('table', { name: 'Hours per day' }, { timeout: 3000 })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/timesheets/week').map((u) => u.searchParams.get('contractor_id'))).toContain(
      'k-casey',
    );
    expect(requestsTo(fetchMock, '/v2/contractors')).toEqual([]);
  }, 10_000);

  it("approves with evidence: the client's approval file is uploaded, then the action names it with the approver's e-mail", async () => {
    const eor = makeUser({ user_type: 'eor', role: 'admin', links: ['/timesheets'] });
    const { fetchMock } = renderPages(eor, routes, '/timesheets', (u, init) => {
      if (u.pathname === '/v2/timesheets') return listAnswer([monday]);
      if (u.pathname === '/v2/clients' || u.pathname === '/v2/contractors') return listAnswer([]);
      if (u.pathname === '/v2/timesheets/evidence' && init?.method === 'POST')
        return jsonResponse(
          { data: { id: 'f-1', filename: 'ok.pdf', content_type: 'application/pdf', size_bytes: 4 } },
          201,
        );
      if (u.pathname === '/v2/timesheets/t-mon/actions' && init?.method === 'POST')
        return jsonResponse({ data: { action: 'approve_with_evidence', deleted: false, entry: null } });
      return undefined;
    });
    const user = userEvent.setup();
    const row = await rowOf('9:00 AM–5:00 PM');
    await user.click(within(row).getByRole('button', { name: 'Approve with evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this entry with evidence?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve with evidence' }));
    expect(await within(dialog).findByText("Attach the client's approval")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the client approver's e-mail")).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText(/Client's approval/),
      new File(['%PDF'], 'ok.pdf', { type: 'application/pdf' }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /approver's e-mail/ }), 'ap@globex.example');
    await user.click(within(dialog).getByRole('button', { name: 'Approve with evidence' }));
    expect(await screen.findByText('Approved 1 entry', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/evidence')).toEqual([
      { filename: 'ok.pdf', content_base64: 'JVBERg==' },
    ]);
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/t-mon/actions')).toEqual([
      { action: 'approve_with_evidence', evidence_file_id: 'f-1', approval_email: 'ap@globex.example' },
    ]);
  }, 15_000);
});
