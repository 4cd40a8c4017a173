import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { I9Detail, I9Row } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { I9FormDetailPage } from './i9-form-detail-page';
import { I9FormsPage } from './i9-forms-page';

const row: I9Row = {
  id: 'f-1',
  contractor: { id: 'c-1', name: 'Nina Newhire' },
  partner: { id: 'p-1', name: 'Acme Staffing' },
  citizenship_status: 'authorized_alien',
  section1_signed_at: '2026-12-01T15:00:00Z',
  section2_signed_at: null,
  status: 'awaiting_section2',
  employment_start_date: '2026-12-07',
  section2_due_on: '2026-12-10',
  section2_overdue: true,
  work_authorization_expires_on: '2027-02-15',
  reverification_due: false,
};
const detail: I9Detail = {
  ...row,
  status: 'complete',
  section2_signed_at: '2026-12-11T15:00:00Z',
  section2_overdue: false,
  reverification_due: true,
  section1: { citizenship_status: 'authorized_alien' },
  section2: {
    documents: [
      {
        list: 'A',
        title: 'Employment Authorization Document',
        issuing_authority: 'USCIS',
        number_masked: '****4567',
        expiration_date: '2027-02-15',
      },
    ],
    first_day_of_employment: '2026-12-07',
    employer_name: 'Ada Admin',
    employer_title: 'HR',
    business_name: 'Acme Staffing',
  },
  section2_signed_by: { id: 'u-1', name: 'Ada Admin' },
  reverifications: [],
};
const admin = makeUser({ user_type: 'admin', role: 'admin', links: ['/i9_forms'] });
const eor = makeUser({ user_type: 'eor', role: 'owner', links: ['/i9_forms'] });
const routes = [
  { path: '/i9_forms', element: <I9FormsPage /> },
  { path: '/i9_forms/:id', element: <I9FormDetailPage /> },
];

describe('/i9_forms', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists the section 2 due date, marks it overdue, sorts by it and filters what is overdue', async () => {
    const { fetchMock } = renderPages(admin, routes, '/i9_forms', (u) => {
      if (u.pathname !== '/v2/i9_forms') return undefined;
      return u.searchParams.get('status') === 'completed' ? listAnswer([]) : listAnswer([row]);
    });
    const user = userEvent.setup();
    const tr = (await screen.findByText('Nina Newhire', {}, { timeout: 3000 })).closest('tr')!;
    expect(within(tr).getByText('Dec 7, 2026')).toBeInTheDocument();
    expect(within(tr).getByText('Dec 10, 2026')).toBeInTheDocument();
    expect(within(tr).getByText('Overdue')).toBeInTheDocument();
    expect(within(tr).getByText('Feb 15, 2027')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/i9_forms')[0]!.searchParams.get('sort')).toBe('section2_due_on');

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Section 2 overdue', hidden: true }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/i9_forms').at(-1)!.searchParams.get('status')).toBe('overdue'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Section 2 completed', hidden: true }));
    expect(await screen.findByText('No forms match these filters', {}, { timeout: 3000 })).toBeInTheDocument();
  }, 15_000);
});

describe('/i9_forms/:id re-verification', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  const fill = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, expires: string) => {
    await user.click(within(dialog).getByRole('radio', { name: 'List C document' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Document title' }), 'Social Security card');
    await user.type(within(dialog).getByRole('textbox', { name: 'Issuing authority' }), 'SSA');
    await user.type(within(dialog).getByRole('textbox', { name: 'Document number' }), 'C1234567');
    await user.type(within(dialog).getByLabelText('New authorization expiry'), expires);
    await user.click(within(dialog).getByRole('checkbox', { name: /I attest that I examined the document/ }));
  };

  it('checks the fields, asks for confirmation, then records a new re-verification', async () => {
    const recorded: I9Detail = {
      ...detail,
      work_authorization_expires_on: '2028-02-15',
      reverification_due: false,
      reverifications: [
        {
          id: 'r-1',
          previous_id: null,
          document: {
            list: 'C',
            title: 'Social Security card',
            issuing_authority: 'SSA',
            number_masked: '****4567',
            expiration_date: null,
          },
          previous_expires_on: '2027-02-15',
          work_authorization_expires_on: '2028-02-15',
          verified_by: { id: 'u-1', name: 'Ada Admin' },
          verified_at: '2026-12-12T15:00:00Z',
        },
      ],
    };
    const { fetchMock } = renderPages(admin, routes, '/i9_forms/f-1', (u, init) => {
      if (u.pathname === '/v2/i9_forms/f-1/reverifications' && init?.method === 'POST')
        return jsonResponse({ data: recorded }, 201);
      if (u.pathname === '/v2/i9_forms/f-1') return jsonResponse({ data: detail });
      return undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Re-verification due', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Not re-verified yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Re-verify work authorization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-verify work authorization' });

    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Some fields are missing or there are formatting issues')).toBeInTheDocument();
    expect(within(dialog).getByText('Document title is required')).toBeInTheDocument();

    await fill(user, dialog, '2028-02-15');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(
      within(dialog).getByText(/Record that you examined Social Security card \(List C, SSA\) for Nina Newhire/),
    ).toHaveTextContent('now expires Feb 15, 2028');
    expect(bodiesOf(fetchMock, 'POST', '/v2/i9_forms/f-1/reverifications')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Record re-verification' }));

    expect(await screen.findByText('Re-verification recorded', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(fetchMock, 'POST', '/v2/i9_forms/f-1/reverifications')).toEqual([
      {
        document: {
          list: 'C',
          title: 'Social Security card',
          issuing_authority: 'SSA',
          number: 'C1234567',
          expiration_date: '',
        },
        work_authorization_expires: '2028-02-15',
        attestation: true,
      },
    ]);
    const history = screen.getByRole('table', { name: 'Re-verifications' });
    expect(within(history).getByText('List C: Social Security card, SSA, ****4567')).toBeInTheDocument();
    expect(within(history).getByText('Feb 15, 2028')).toBeInTheDocument();
    expect(screen.queryByText('Re-verification due')).not.toBeInTheDocument();
  }, 20_000);

  it('shows the server’s refusal beside its field and keeps the dialog open', async () => {
    renderPages(admin, routes, '/i9_forms/f-1', (u, init) => {
      if (u.pathname === '/v2/i9_forms/f-1/reverifications' && init?.method === 'POST')
        return jsonResponse(
          {
            detail: [
              { loc: ['body', 'work_authorization_expires'], msg: 'The new expiration date must be after today' },
            ],
          },
          422,
        );
      if (u.pathname === '/v2/i9_forms/f-1') return jsonResponse({ data: detail });
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Re-verify work authorization' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-verify work authorization' });
    await fill(user, dialog, '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record re-verification' }));
    expect(
      await within(dialog).findByText('The new expiration date must be after today', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Review' })).toBeInTheDocument();
  }, 20_000);

  it('offers no re-verification to the eor', async () => {
    renderPages(eor, routes, '/i9_forms/f-1', (u) =>
      u.pathname === '/v2/i9_forms/f-1' ? jsonResponse({ data: detail }) : undefined,
    );
    expect(await screen.findByText('Expires Feb 15, 2027', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-verify work authorization' })).not.toBeInTheDocument();
  }, 15_000);

  it('before section 2 it says so instead of offering it', async () => {
    renderPages(admin, routes, '/i9_forms/f-1', (u) =>
      u.pathname === '/v2/i9_forms/f-1'
        ? jsonResponse({ data: { ...detail, status: 'awaiting_section2', section2: null, section2_overdue: true } })
        : undefined,
    );
    expect(
      await screen.findByText('Complete section 2 before re-verifying the work authorization.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-verify work authorization' })).not.toBeInTheDocument();
  }, 15_000);
});
