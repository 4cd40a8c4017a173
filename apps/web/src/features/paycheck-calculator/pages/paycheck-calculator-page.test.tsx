import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, requestsTo, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { PaycheckCalculatorPage } from './paycheck-calculator-page';

const line = (code: string, label: string, base: string, amount: string) => ({ code, label, base, amount });

/** The engine's answer for a biweekly $2,000 W-2 paycheck in Texas with a $100 401(k), billed $2,800. */
const PAYCHECK = {
  currency: 'USD',
  exchange: null,
  gross: '2000.00',
  earnings: [line('regular', 'Regular', '2000.00', '2000.00')],
  pre_tax_deductions: [line('traditional_401k', '401(k)', '100.00', '100.00')],
  employee_taxes: [
    line('federal_income_tax', 'Federal income tax', '1900.00', '144.15'),
    line('social_security', 'Social Security', '2000.00', '124.00'),
    line('medicare', 'Medicare', '2000.00', '29.00'),
    line('state_income_tax', 'TX income tax', '1900.00', '0.00'),
  ],
  employer_taxes: [
    line('social_security_employer', 'Social Security (employer)', '2000.00', '124.00'),
    line('medicare_employer', 'Medicare (employer)', '2000.00', '29.00'),
    line('futa', 'FUTA', '2000.00', '12.00'),
  ],
  post_tax_deductions: [line('loan_1', 'Loan repayment', '50.00', '50.00')],
  net: '1552.85',
  employer_cost: '2165.00',
  warnings: [],
  employer_rates: { source: 'request', employer_key: null },
  margin: '635.00',
  margin_percent: '22.68',
  arrears: {},
  ytd: { fica_wages: '2000.00' },
};

const staff = () => makeUser({ user_type: 'admin', links: ['/calculator', '/admin/dashboard'] });
/** A self-employer partner's owner: its paychecks take its own company taxes. */
const selfEmployer = () =>
  makeUser({
    user_type: 'partner',
    partner: { ...makePartner({ self_employer: true }), id: 'p-beacon', name: 'Beacon Talent' },
  });

const EMPLOYERS = [
  { key: 'platform', name: 'Platform (EOR)', can_edit: true },
  { key: 'p-beacon', name: 'Beacon Talent', can_edit: true },
];
const EMPLOYERS_PATH = '/v2/company_taxes/employers';

/** Picks an option from the listbox a Mantine select controls. */
async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, name: string | RegExp) {
  await user.click(combobox);
  await waitFor(() => expect(document.getElementById(combobox.getAttribute('aria-controls') ?? '')).not.toBeNull());
  const list = document.getElementById(combobox.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name, hidden: true }));
}

/** Types a whole value into a text field at once (a keystroke each re-renders the whole form). */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Fills the form's date, state and first earning, as every case here starts. */
async function fillPaycheck(user: ReturnType<typeof userEvent.setup>, state: RegExp) {
  fireEvent.change(screen.getByLabelText(/^Check date/), { target: { value: '2026-03-13' } });
  await pick(user, screen.getByRole('combobox', { name: 'Work state or province' }), state);
  const earning = screen.getByRole('group', { name: 'Earning 1' });
  fill(within(earning).getByRole('textbox', { name: 'Amount' }), '2000');
}

describe('/calculator', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('sends a W-2 paycheck with its W-4 and deductions, and shows every line the engine produced', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(staff(), (u) =>
      u.pathname === '/v2/paychecks/preview'
        ? jsonResponse({ data: PAYCHECK })
        : u.pathname === EMPLOYERS_PATH
          ? jsonResponse({ data: EMPLOYERS })
          : undefined,
    );
    renderWithProviders(<PaycheckCalculatorPage />, { client: signedInClient(staff()) });
    expect(screen.getByText(/Enter a paycheck and choose Calculate/)).toBeInTheDocument();

    await fillPaycheck(user, /Texas/);
    await user.click(screen.getByRole('button', { name: 'Add pre-tax deduction' }));
    fill(
      within(screen.getByRole('group', { name: 'Pre-tax deduction 1' })).getByRole('textbox', { name: 'Amount' }),
      '100',
    );
    await user.click(screen.getByRole('button', { name: 'Add post-tax deduction' }));
    const post = screen.getByRole('group', { name: 'Post-tax deduction 1' });
    await pick(user, within(post).getByRole('combobox', { name: 'Type' }), 'Loan repayment');
    fill(within(post).getByRole('textbox', { name: 'Amount' }), '50');
    await pick(user, screen.getByRole('combobox', { name: 'Filing status (Step 1c)' }), 'Married filing jointly');
    await user.click(screen.getByRole('checkbox', { name: /Step 2 checkbox/ }));
    fill(screen.getByRole('textbox', { name: 'Dependents credit (Step 3)' }), '2000');
    fill(screen.getByRole('textbox', { name: /Extra withholding per paycheck \(Step 4c\)/ }), '25');
    fill(screen.getByRole('textbox', { name: /SUTA rate/ }), '2.7');
    fill(screen.getByRole('textbox', { name: /SUTA wage base/ }), '9000');
    fill(screen.getByRole('textbox', { name: /Bill amount/ }), '2800');
    // TD1 claims, backup withholding, the DE 4 and the international contract belong to other paychecks.
    expect(screen.queryByRole('textbox', { name: /Federal claim amount/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'DE 4 filing status' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Contract currency/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Backup withholding/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    await waitFor(() => expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toBeDefined());
    expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toEqual({
      classification: 'w-2',
      check_date: '2026-03-13',
      frequency: 'biweekly',
      work_state: 'TX',
      earnings: [{ type: 'regular', amount: '2000' }],
      pre_tax: [{ type: 'traditional_401k', amount: '100' }],
      post_tax: [{ key: 'loan_1', type: 'loan', amount: '50' }],
      supplemental_method: 'aggregate',
      w4: {
        form: '2020_or_later',
        filing_status: 'married_filing_jointly',
        step2_checked: true,
        step3_credits: '2000',
        step4c_extra: '25',
      },
      employer: { suta_rate_percent: '2.7', suta_wage_base: '9000' },
      bill_amount: '2800',
    });

    const employee = await screen.findByRole('table', { name: 'Employee taxes' });
    expect(within(employee).getByRole('row', { name: /Federal income tax/ })).toHaveTextContent('$1,900.00$144.15');
    expect(within(employee).getByRole('row', { name: /^Social Security/ })).toHaveTextContent('$124.00');
    expect(within(employee).getByRole('row', { name: /Medicare/ })).toHaveTextContent('$29.00');
    expect(within(employee).getByRole('row', { name: /TX income tax/ })).toHaveTextContent('$0.00');
    const employer = screen.getByRole('table', { name: 'Employer taxes' });
    expect(within(employer).getByRole('row', { name: /FUTA/ })).toHaveTextContent('$12.00');
    expect(screen.getByRole('table', { name: 'Earnings' })).toHaveTextContent('Regular$2,000.00$2,000.00');
    expect(screen.getByRole('table', { name: 'Pre-tax deductions' })).toHaveTextContent('401(k)$100.00$100.00');
    expect(screen.getByRole('table', { name: 'Post-tax deductions' })).toHaveTextContent('Loan repayment');
    expect(screen.getByRole('group', { name: 'Gross pay' })).toHaveTextContent('$2,000.00');
    expect(screen.getByRole('group', { name: 'Net pay' })).toHaveTextContent('$1,552.85');
    expect(screen.getByRole('group', { name: 'Employer cost' })).toHaveTextContent('$2,165.00');
    expect(screen.getByRole('group', { name: 'Bill amount' })).toHaveTextContent('$2,800.00');
    expect(screen.getByRole('group', { name: 'Margin' })).toHaveTextContent('$635.00');
    expect(screen.getByRole('group', { name: 'Margin %' })).toHaveTextContent('22.68%');
    expect(screen.queryByRole('table', { name: 'Arrears' })).toBeNull();
    expect(screen.queryByText('Left out of these figures')).toBeNull();
    // The typed-in rates took the place of the employer's company taxes.
    expect(screen.getByText('Employer rates: typed in')).toBeInTheDocument();
    expect(screen.queryByText(/per USD/)).toBeNull();
  });

  it("lets staff name the employer whose company taxes give SUTA and workers' comp, with the class code", async () => {
    const user = userEvent.setup();
    const fromBeacon = {
      ...PAYCHECK,
      employer_taxes: [...PAYCHECK.employer_taxes, line('suta', 'TX unemployment (SUTA)', '2000.00', '62.00')],
      employer_rates: { source: 'company_taxes', employer_key: 'p-beacon' },
    };
    const fetchMock = stubApi(staff(), (u) =>
      u.pathname === '/v2/paychecks/preview'
        ? jsonResponse({ data: fromBeacon })
        : u.pathname === EMPLOYERS_PATH
          ? jsonResponse({ data: EMPLOYERS })
          : undefined,
    );
    renderWithProviders(<PaycheckCalculatorPage />, { client: signedInClient(staff()) });
    await fillPaycheck(user, /Texas/);
    const employer = screen.getByRole('combobox', { name: 'Employer' });
    expect(employer).toHaveValue('Platform (EOR)');
    await waitFor(() => expect(requestsTo(fetchMock, EMPLOYERS_PATH)).toHaveLength(1));
    await pick(user, employer, 'Beacon Talent');
    fill(screen.getByRole('textbox', { name: "Workers' comp class code" }), '8810');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toBeDefined());
    const body = lastBody(fetchMock, 'POST', '/v2/paychecks/preview');
    expect(body).toMatchObject({ classification: 'w-2', employer_key: 'p-beacon', workers_comp_code: '8810' });
    expect(body).not.toHaveProperty('employer');
    expect(
      await screen.findByText("Employer rates: SUTA and workers' comp from Beacon Talent's company taxes"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Employer taxes' })).getByRole('row', { name: /SUTA/ }),
    ).toHaveTextContent('$62.00');
  });

  it("shows a partner's users no employer to choose: their paycheck takes their own employer's company taxes", async () => {
    const user = userEvent.setup();
    const own = { ...PAYCHECK, employer_rates: { source: 'company_taxes', employer_key: 'p-beacon' } };
    const fetchMock = stubApi(selfEmployer(), (u) =>
      u.pathname === '/v2/paychecks/preview' ? jsonResponse({ data: own }) : undefined,
    );
    renderWithProviders(<PaycheckCalculatorPage />, { client: signedInClient(selfEmployer()) });
    await fillPaycheck(user, /Texas/);
    expect(screen.queryByRole('combobox', { name: 'Employer' })).toBeNull();
    expect(screen.getByRole('group', { name: "Override the employer's rates (optional)" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toBeDefined());
    const body = lastBody(fetchMock, 'POST', '/v2/paychecks/preview');
    expect(body).not.toHaveProperty('employer_key');
    expect(body).not.toHaveProperty('employer');
    expect(body).not.toHaveProperty('workers_comp_code');
    expect(
      await screen.findByText(
        "Employer rates: SUTA and workers' comp from Beacon Talent's company taxes (no workers' comp class code given: workers' comp left out)",
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, EMPLOYERS_PATH)).toHaveLength(0);
  });

  it("shows California's DE 4 for a CA paycheck and sends it, and a refused employer on the Employer field", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(staff(), (u) =>
      u.pathname === '/v2/paychecks/preview'
        ? jsonResponse(
            {
              detail: [
                { loc: ['body', 'employer_key'], msg: 'Name the platform or a partner that employs its own workers' },
              ],
            },
            422,
          )
        : u.pathname === EMPLOYERS_PATH
          ? jsonResponse({ data: EMPLOYERS })
          : undefined,
    );
    renderWithProviders(<PaycheckCalculatorPage />, { client: signedInClient(staff()) });
    await fillPaycheck(user, /Texas/);
    expect(screen.queryByRole('combobox', { name: 'DE 4 filing status' })).toBeNull();
    await pick(user, screen.getByRole('combobox', { name: 'Work state or province' }), /California/);
    await pick(user, screen.getByRole('combobox', { name: 'DE 4 filing status' }), 'Married (one income)');
    fill(screen.getByRole('textbox', { name: /Regular withholding allowances/ }), '2');
    fill(screen.getByRole('textbox', { name: /Estimated deduction allowances/ }), '1.5');
    fill(screen.getByRole('textbox', { name: /Additional withholding per paycheck \(DE 4/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // A count must be whole: named on its field before anything is sent.
    expect(screen.getByRole('textbox', { name: /Estimated deduction allowances/ })).toHaveAccessibleDescription(
      'Enter a whole number',
    );
    expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toBeUndefined();
    fill(screen.getByRole('textbox', { name: /Estimated deduction allowances/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toMatchObject({
        work_state: 'CA',
        state_form: { filing_status: 'married', allowances: 2, estimated_deduction_allowances: 1, additional: '10' },
        employer_key: 'platform',
      }),
    );
    const employer = screen.getByRole('combobox', { name: 'Employer' });
    await waitFor(() => expect(employer).toHaveAccessibleDescription(/Name the platform or a partner/));
    expect(employer).toHaveAttribute('aria-invalid', 'true');
  });

  it("pays an international EOR employee in the contract's currency, with the exchange, and no US tax inputs", async () => {
    const user = userEvent.setup();
    const gb = {
      ...PAYCHECK,
      currency: 'GBP',
      exchange: { rate: '1.2745', currency: 'USD', gross: '5098.00', employer_cost: '5098.00' },
      gross: '4000.00',
      earnings: [line('salary', 'Salary', '4000.00', '4000.00')],
      pre_tax_deductions: [],
      employee_taxes: [],
      employer_taxes: [],
      post_tax_deductions: [],
      net: '4000.00',
      employer_cost: '4000.00',
      warnings: ['No employer cost configured for GB: the employer cost leaves its social charges out'],
      employer_rates: { source: 'none', employer_key: null },
      margin: null,
      margin_percent: null,
    };
    const fetchMock = stubApi(staff(), (u) =>
      u.pathname === '/v2/paychecks/preview'
        ? jsonResponse({ data: gb })
        : u.pathname === EMPLOYERS_PATH
          ? jsonResponse({ data: EMPLOYERS })
          : undefined,
    );
    renderWithProviders(<PaycheckCalculatorPage />, { client: signedInClient(staff()) });
    fireEvent.change(screen.getByLabelText(/^Check date/), { target: { value: '2026-06-05' } });
    await pick(user, screen.getByRole('combobox', { name: 'Classification' }), 'International (EOR)');
    expect(screen.queryByRole('combobox', { name: 'Work state or province' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Filing status (Step 1c)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Federal claim amount/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Other paychecks were paid this year/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Employer' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Reporting currency' })).toHaveValue('USD');
    fill(screen.getByRole('textbox', { name: /^Country/ }), 'gb');
    fill(screen.getByRole('textbox', { name: /^Contract currency/ }), 'gbp');
    fill(screen.getByRole('textbox', { name: /Exchange rate to the reporting currency/ }), '1.2745');
    const earning = screen.getByRole('group', { name: 'Earning 1' });
    await pick(user, within(earning).getByRole('combobox', { name: 'Type' }), 'Salary');
    fill(within(earning).getByRole('textbox', { name: 'Amount' }), '4000');
    await pick(user, screen.getByRole('combobox', { name: 'Pay frequency' }), 'Monthly');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toBeDefined());
    expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toEqual({
      classification: 'international_eor',
      check_date: '2026-06-05',
      frequency: 'monthly',
      work_state: 'gb',
      earnings: [{ type: 'salary', amount: '4000' }],
      pre_tax: [],
      post_tax: [],
      international: { country: 'gb', currency: 'gbp', exchange_rate: '1.2745', reporting_currency: 'USD' },
    });
    expect(await screen.findByRole('group', { name: 'Gross pay' })).toHaveTextContent('GBP 4,000.00');
    expect(screen.getByRole('group', { name: 'Employer cost' })).toHaveTextContent('GBP 4,000.00');
    expect(screen.getByRole('table', { name: 'Earnings' })).toHaveTextContent('SalaryGBP 4,000.00GBP 4,000.00');
    expect(screen.getByText('At 1.2745 USD per GBP: gross $5,098.00, employer cost $5,098.00')).toBeInTheDocument();
    expect(screen.getByText(/No employer cost configured for GB/)).toBeInTheDocument();
    expect(screen.queryByText(/^Employer rates:/)).toBeNull();
  });

  it('shows a refused country on the Country field (the work state is the country)', async () => {
    const user = userEvent.setup();
    stubApi(staff(), (u) =>
      u.pathname === '/v2/paychecks/preview'
        ? jsonResponse(
            {
              detail: [
                { loc: ['body', 'work_state'], msg: 'Choose a state or province' },
                { loc: ['body', 'international', 'currency'], msg: 'Use a three-letter currency code like EUR' },
              ],
            },
            422,
          )
        : undefined,
    );
    renderWithProviders(<PaycheckCalculatorPage />, { client: signedInClient(staff()) });
    await pick(user, screen.getByRole('combobox', { name: 'Classification' }), 'International contractor');
    fill(within(screen.getByRole('group', { name: 'Earning 1' })).getByRole('textbox', { name: 'Amount' }), '100');
    fill(screen.getByRole('textbox', { name: /^Contract currency/ }), 'pounds');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Country/ })).toHaveAccessibleDescription(
        /Choose a state or province/,
      ),
    );
    expect(screen.getByRole('textbox', { name: /^Contract currency/ })).toHaveAccessibleDescription(
      /three-letter currency code/,
    );
    // A contractor abroad has no employer cost to type in.
    expect(screen.queryByRole('textbox', { name: /Workers' comp/ })).toBeNull();
  });

  it('sends TD1 claims for a Canadian paycheck, without a W-4, and shows arrears', async () => {
    const user = userEvent.setup();
    const withArrears = {
      ...PAYCHECK,
      currency: 'CAD',
      employer_rates: { source: 'none', employer_key: null },
      margin: null,
      margin_percent: null,
      arrears: { advance_1: '40.00' },
      warnings: ['No ON employer health tax rate given'],
    };
    const fetchMock = stubApi(staff(), (u) =>
      u.pathname === '/v2/paychecks/preview' ? jsonResponse({ data: withArrears }) : undefined,
    );
    renderWithProviders(<PaycheckCalculatorPage />, { client: signedInClient(staff()) });
    await fillPaycheck(user, /Ontario/);
    await pick(user, screen.getByRole('combobox', { name: 'Classification' }), 'Canada (T4)');
    expect(screen.queryByRole('combobox', { name: 'Filing status (Step 1c)' })).toBeNull();
    fill(screen.getByRole('textbox', { name: /Federal claim amount/ }), '16452');
    fill(screen.getByRole('textbox', { name: /Ontario dependants/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Add post-tax deduction' }));
    const post = screen.getByRole('group', { name: 'Post-tax deduction 1' });
    await pick(user, within(post).getByRole('combobox', { name: 'Type' }), 'Advance repayment');
    fill(within(post).getByRole('textbox', { name: 'Amount' }), '500');
    // A bonus is taxed by T4127's bonus method: the year's bonuses and their enhanced CPP count.
    await user.click(screen.getByRole('button', { name: 'Add earning' }));
    const bonus = screen.getByRole('group', { name: 'Earning 2' });
    await pick(user, within(bonus).getByRole('combobox', { name: 'Type' }), 'Bonus');
    fill(within(bonus).getByRole('textbox', { name: 'Amount' }), '2500');
    await user.click(screen.getByRole('checkbox', { name: /Other paychecks were paid this year/ }));
    fill(screen.getByRole('textbox', { name: 'Bonuses paid this year' }), '1000');
    fill(screen.getByRole('textbox', { name: 'Enhanced CPP on bonuses this year' }), '10');
    // Canada has no SUTA and no company taxes: only a workers' comp rate may be typed in.
    expect(screen.queryByRole('textbox', { name: /SUTA rate/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Employer' })).toBeNull();
    fill(screen.getByRole('textbox', { name: /Workers' comp \(per \$100/ }), '1.25');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toMatchObject({
        classification: 'canada_t4',
        work_state: 'ON',
        earnings: [
          { type: 'regular', amount: '2000' },
          { type: 'bonus', amount: '2500' },
        ],
        td1: { federal_claim: '16452', ontario_dependants: 2 },
        post_tax: [{ key: 'advance_1', type: 'advance', amount: '500' }],
        employer: { workers_comp_per_100: '1.25' },
        ytd: { supplemental_wages: '1000', canada_bonus_enhanced_cpp: '10' },
      }),
    );
    const body = lastBody(fetchMock, 'POST', '/v2/paychecks/preview');
    expect(body).not.toHaveProperty('w4');
    expect(body).not.toHaveProperty('employer_key');
    const arrears = await screen.findByRole('table', { name: 'Arrears' });
    // Every amount is in Canadian dollars.
    expect(within(arrears).getByRole('row', { name: /Advance repayment/ })).toHaveTextContent('CAD 40.00');
    expect(screen.getByText('No ON employer health tax rate given')).toBeInTheDocument();
    // Without a bill amount there is no margin to show.
    expect(screen.queryByRole('group', { name: 'Margin' })).toBeNull();
  });

  it('sends the legacy W-4 for a W-2 paycheck and backup withholding for a 1099 one', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(staff(), (u) =>
      u.pathname === '/v2/paychecks/preview' ? jsonResponse({ data: PAYCHECK }) : undefined,
    );
    renderWithProviders(<PaycheckCalculatorPage />, { client: signedInClient(staff()) });
    await fillPaycheck(user, /Texas/);
    await user.click(screen.getByText('2019 or earlier'));
    fill(screen.getByRole('textbox', { name: 'Allowances' }), '2');
    await user.click(screen.getByRole('checkbox', { name: /Other paychecks were paid this year/ }));
    fill(screen.getByRole('textbox', { name: 'FICA wages this year' }), '170000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toMatchObject({
        classification: 'w-2',
        w4: { form: '2019_or_earlier', marital_status: 'single', allowances: 2 },
        ytd: { fica_wages: '170000' },
      }),
    );
    // The answer is shown before the next calculation (Calculate waits while one is on its way).
    await screen.findByRole('table', { name: 'Employee taxes' });

    await pick(user, screen.getByRole('combobox', { name: 'Classification' }), '1099 contractor');
    await user.click(screen.getByRole('checkbox', { name: /Backup withholding/ }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).toMatchObject({
        classification: '1099',
        backup_withholding: true,
      }),
    );
    expect(lastBody(fetchMock, 'POST', '/v2/paychecks/preview')).not.toHaveProperty('w4');
  });

  it('shows a 422 on the work state field, and one the form has no field for on top', async () => {
    const user = userEvent.setup();
    stubApi(staff(), (u) =>
      u.pathname === '/v2/paychecks/preview'
        ? jsonResponse(
            {
              detail: [
                {
                  loc: ['body', 'work_state'],
                  msg: 'No 2026 income tax withholding table for the work state NY: the engine does not figure it yet',
                },
                { loc: ['body', 'ytd', 'gross'], msg: 'Enter an amount like 1250.00' },
              ],
            },
            422,
          )
        : undefined,
    );
    renderWithProviders(<PaycheckCalculatorPage />, { client: signedInClient(staff()) });
    await fillPaycheck(user, /New York/);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const state = screen.getByRole('combobox', { name: 'Work state or province' });
    await waitFor(() => expect(state).toHaveAccessibleDescription(/work state NY/));
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount like 1250.00');
    expect(screen.queryByRole('table', { name: 'Employee taxes' })).toBeNull();
  });
});
