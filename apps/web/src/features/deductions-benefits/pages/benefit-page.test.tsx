import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BenefitEnrollmentDetail } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody } from '../../../test/fetch-stub';
import { BenefitPage } from './benefit-page';

const LINKS = ['/benefits', '/benefits/:id'];
const casey = makeUser({ user_type: 'contractor', links: LINKS, base_links: [] });

const enrollment = (patch: Partial<BenefitEnrollmentDetail> = {}): BenefitEnrollmentDetail => ({
  id: 'e1',
  contractor: { id: 'c1', name: 'Casey Contractor' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  plan: { id: 'pl1', source: 'eor', name: 'Staffwise Vision', kind: 'vision', tax_treatment: 'section_125' },
  tier: 'employee_spouse',
  employee_monthly_cost: '15.00',
  employer_monthly_cost: '20.00',
  start_date: '2026-01-01',
  end_date: null,
  status: 'active',
  source: 'staff',
  dependent_count: 1,
  created_at: '2026-01-01T00:00:00Z',
  dependents: [
    {
      id: 'dep1',
      benefit_id: 'e1',
      first_name: 'Riley',
      last_name: 'Morgan',
      date_of_birth: '1991-06-14',
      gender: 'female',
      relationship: 'spouse',
      created_at: '2026-01-01T00:00:00Z',
    },
  ],
  per_paycheck: { frequency: 'weekly', employee: '3.46', employer: '4.62' },
  can_edit_dependents: true,
  ...patch,
});

function open(shown: BenefitEnrollmentDetail, addAnswer = () => jsonResponse({ data: {} }, 201)) {
  return renderPages(casey, [{ path: '/benefits/:id', element: <BenefitPage /> }], '/benefits/e1', (u, init) => {
    if (u.pathname === '/v2/benefits/e1') return jsonResponse({ data: shown });
    if (u.pathname === '/v2/benefit_dependents' && init?.method === 'POST') return addAnswer();
    if (u.pathname === '/v2/benefit_dependents/dep1' && init?.method === 'DELETE')
      return new Response(null, { status: 204 });
    return undefined;
  });
}

describe('/benefits/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the plan, what each paycheck deducts and contributes, and the dependents covered', async () => {
    open(enrollment());
    expect(await screen.findByRole('heading', { name: 'Staffwise Vision', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('$3.46 deducted · $4.62 from the employer')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Dependents' })).getByText('Riley Morgan')).toBeInTheDocument();
    // A contractor does not end enrollments.
    expect(screen.queryByRole('button', { name: 'End enrollment' })).toBeNull();
  });

  it("shows the API's refusal beside the field, and removes a dependent only after confirming", async () => {
    const { fetchMock } = open(enrollment(), () =>
      jsonResponse(
        { detail: [{ loc: ['body', 'relationship'], msg: 'A spouse or domestic partner is already covered' }] },
        422,
      ),
    );
    const form = await screen.findByRole('form', { name: 'Add a dependent' });
    await userEvent.type(within(form).getByRole('textbox', { name: /First name/ }), 'Sam');
    await userEvent.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Morgan');
    await userEvent.click(within(form).getByRole('button', { name: 'Add dependent' }));
    expect(await screen.findByText('A spouse or domestic partner is already covered')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/benefit_dependents')).toMatchObject({
      benefit_id: 'e1',
      first_name: 'Sam',
      last_name: 'Morgan',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Riley Morgan?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  it('offers no changes to a reader', async () => {
    open(enrollment({ can_edit_dependents: false }));
    expect(await screen.findByText('Riley Morgan')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a dependent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
