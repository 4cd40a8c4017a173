import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, TaxFormRow, TaxFormsView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { ACME, BEACON, CASEY, admin, beaconOwner, casey } from './payroll-fixtures';
import { PaychecksLitePage, PaychecksPage } from './paychecks-page';

const routes = [
  { path: '/paychecks', element: <PaychecksPage /> },
  { path: '/paychecks_lite', element: <PaychecksLitePage /> },
];
const YEAR = new Date().getFullYear();

const w2 = (over: Partial<TaxFormRow> = {}): TaxFormRow => ({
  id: `w2.platform.${CASEY}`,
  kind: 'w2',
  year: YEAR,
  employer_key: 'platform',
  employer_name: 'Platform (EOR)',
  contractor: { id: CASEY, name: 'Casey Contractor' },
  partner: { id: ACME, name: 'Acme Staffing' },
  currency: 'USD',
  paychecks: 3,
  boxes: [
    { box: '1', label: 'Wages, tips, other compensation', amount: '3600.00' },
    { box: '2', label: 'Federal income tax withheld', amount: '310.00' },
  ],
  meets_threshold: null,
  refusal: null,
  ...over,
});
const nec = w2({
  id: `1099_nec.${BEACON}.bruno`,
  kind: '1099_nec',
  employer_key: BEACON,
  employer_name: 'Beacon Talent',
  contractor: { id: 'bruno', name: 'Bruno Beaconworker' },
  boxes: [{ box: '1', label: 'Nonemployee compensation', amount: '1600.00' }],
  meets_threshold: false,
});

const view = (over: Partial<TaxFormsView> = {}): TaxFormsView => ({
  year: YEAR,
  forms: [w2(), nec],
  employers: [
    {
      employer_key: 'platform',
      employer_name: 'Platform (EOR)',
      w3: { forms: 1, boxes: [{ box: '1', label: 'Wages', amount: '3600.00' }] },
      t4_summary: null,
    },
  ],
  note: 'Summed from the year’s paychecks.',
  ...over,
});

function open(user: CurrentUser, answer: TaxFormsView, path = '/paychecks') {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
  return renderPages(user, routes, path, (u) => {
    if (u.pathname === '/v2/paychecks') return listAnswer([]);
    if (u.pathname === '/v2/partners') return listAnswer([]);
    if (u.pathname === '/v2/tax_forms') return jsonResponse({ data: answer });
    if (u.pathname.startsWith('/v2/tax_forms/')) return new Response(new Blob(['x']), { status: 200 });
    return undefined;
  });
}

describe('tax forms on the paychecks page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('staff: every worker’s forms, a 1099 under the threshold marked, and the employer’s filings', async () => {
    const { fetchMock } = open(admin, view());
    const table = await screen.findByRole('table', { name: 'Tax forms' }, { timeout: 3000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('W-2Casey ContractorPlatform (EOR)3$3,600.00');
    expect(rows[2]).toHaveTextContent('1099-NECUnder thresholdBruno Beaconworker');
    expect(requestsTo(fetchMock, '/v2/tax_forms')[0]!.searchParams.get('year')).toBe(String(YEAR));
    const filings = screen.getByRole('region', { name: 'Filings of Platform (EOR)' });
    expect(within(filings).getByText('W-3: 1 W-2s, wages $3,600.00')).toBeInTheDocument();
    // The admin has sensitive access: the EFW2 file is offered.
    expect(within(filings).getByRole('button', { name: 'EFW2 file (W-2s for the SSA)' })).toBeInTheDocument();
    await userEvent.click(within(filings).getByRole('button', { name: 'Form 941 (quarter)' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/tax_forms/reports/form_941')).toHaveLength(1));
    const asked = requestsTo(fetchMock, '/v2/tax_forms/reports/form_941')[0]!.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ year: String(YEAR), quarter: '1', employer_key: 'platform' });
    await userEvent.click(screen.getByRole('button', { name: 'Download W-2 of Casey Contractor' }));
    await waitFor(() => expect(requestsTo(fetchMock, `/v2/tax_forms/w2/platform/${CASEY}/pdf`)).toHaveLength(1));
  });

  it('another year on request', async () => {
    const { fetchMock } = open(admin, view());
    await screen.findByRole('table', { name: 'Tax forms' }, { timeout: 3000 });
    // A Mantine select's options are hidden from the accessibility tree in jsdom: found through its listbox.
    const input = screen.getByRole('combobox', { name: 'Tax year' });
    await userEvent.click(input);
    const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(await within(listbox).findByRole('option', { name: String(YEAR - 1), hidden: true }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/tax_forms').at(-1)!.searchParams.get('year')).toBe(String(YEAR - 1)),
    );
  });

  it('a self-employer: its filings without the EFW2 file', async () => {
    open(
      beaconOwner,
      view({
        forms: [nec],
        employers: [
          { employer_key: BEACON, employer_name: 'Beacon Talent', w3: view().employers[0]!.w3, t4_summary: null },
        ],
      }),
    );
    const filings = await screen.findByRole('region', { name: 'Filings of Beacon Talent' }, { timeout: 3000 });
    expect(within(filings).getByRole('button', { name: 'W-3 summary' })).toBeInTheDocument();
    expect(within(filings).queryByRole('button', { name: /EFW2/ })).not.toBeInTheDocument();
  });

  it('a contractor on /paychecks_lite: its own forms to download, no worker column, no filings', async () => {
    const { fetchMock } = open(casey, view({ forms: [w2()], employers: [] }), '/paychecks_lite');
    const table = await screen.findByRole('table', { name: 'Tax forms' }, { timeout: 3000 });
    expect(within(table).queryByText('Worker')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Filings of/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download W-2' }));
    await waitFor(() => expect(requestsTo(fetchMock, `/v2/tax_forms/w2/platform/${CASEY}/pdf`)).toHaveLength(1));
  });

  it('says when there are no forms for the year', async () => {
    open(admin, view({ forms: [], employers: [] }));
    expect(
      await screen.findByText('No forms for this year: no paychecks were issued.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
