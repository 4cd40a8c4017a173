import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENTS, type CurrentUser, type OnboardingStep, type OnboardingStepView } from '@app/domain';
import { theme } from '../../../app/theme';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse, requestsTo, stubApi } from '../../../test/fetch-stub';
import { signedInClient } from '../../../test/session';
import { OnboardingPage } from './onboarding-page';

const HASH = 'b'.repeat(64);

function nina(
  required: OnboardingStep[],
  completed: OnboardingStep[] = [],
  redirectUrl: string | null = null,
): CurrentUser {
  return makeUser({
    user_type: 'contractor',
    first_name: 'Nina',
    last_name: 'Newhire',
    contractor: {
      id: 'k1',
      first_name: 'Nina',
      last_name: 'Newhire',
      classification: 'w-2',
      partner_id: 'p1',
      partner: { ...makePartner(), redirect_url: redirectUrl },
    },
    requirements: { required, completed, requires_w2_onboard: true },
  });
}

const stepView = (step: OnboardingStep, over: Partial<OnboardingStepView> = {}): OnboardingStepView => ({
  step,
  slug: step,
  title: step,
  kind: 'clickthrough',
  required: true,
  completed: false,
  current: true,
  submitted_at: null,
  answers: null,
  agreement: { ...AGREEMENTS.employee_timekeeping_policy, text_hash: HASH },
  acceptance: null,
  benefit_plans: null,
  verification: null,
  waiting_for: [],
  ...over,
});

/** Renders /onboard/contractor; `after` is what GET /v2/requirements answers once a step is sent. */
function renderOnboarding(
  user: CurrentUser,
  view: OnboardingStepView,
  after: { required: OnboardingStep[]; completed: OnboardingStep[] },
) {
  const fetchMock = stubApi(user, (url, init) => {
    if (url.pathname === `/v2/onboarding/steps/${view.slug}` && init?.method === 'POST') {
      return jsonResponse({ data: { step: view, ...after, current: null } });
    }
    if (url.pathname === `/v2/onboarding/steps/${view.slug}`) return jsonResponse({ data: view });
    if (url.pathname === '/v2/requirements') return jsonResponse({ data: { ...after, requires_w2_onboard: true } });
    return undefined;
  });
  const router = createMemoryRouter(
    [
      { path: '/onboard/contractor', element: <OnboardingPage /> },
      { path: '/contractor/dashboard', element: <h1>Contractor dashboard</h1> },
    ],
    { initialEntries: ['/onboard/contractor'] },
  );
  render(
    <QueryClientProvider client={signedInClient(user)}>
      <MantineProvider theme={theme}>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('/onboard/contractor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearToken();
  });

  it('accepts the current click-through with the hash of the text shown, reloads requirements and announces the next step', async () => {
    const user = nina(['employee_timekeeping_policy', 'verification', 'final_acknowledge']);
    const fetchMock = renderOnboarding(user, stepView('employee_timekeeping_policy'), {
      required: user.requirements.required,
      completed: ['employee_timekeeping_policy'],
    });
    const u = userEvent.setup();
    expect(await screen.findByText('Welcome, Nina. Timekeeping Policy is your next step.')).toBeInTheDocument();
    expect(await screen.findByText(/record all time worked accurately/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('Tick the box to accept the Timekeeping Policy')).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'I have read and accept the Timekeeping Policy' }));
    await u.click(screen.getByRole('button', { name: 'Accept and continue' }));

    expect(await screen.findByText('Identity Verification is next', {}, { timeout: 3000 })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ accepted: true, text_hash: HASH });
    expect(requestsTo(fetchMock, '/v2/requirements')).toHaveLength(1);
    expect(await screen.findByText('Welcome, Nina. Identity Verification is your next step.')).toBeInTheDocument();
  });

  it('says the step has not been completed when the requirements did not move (verification in review)', async () => {
    const user = nina(['verification', 'final_acknowledge']);
    renderOnboarding(user, stepView('verification', { kind: 'verification', agreement: null }), {
      required: user.requirements.required,
      completed: [],
    });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/Date of birth/), '1998-01-20');
    await u.click(screen.getByRole('combobox', { name: 'Identity document' }));
    await u.click(await screen.findByRole('option', { name: "Driver's license", hidden: true }));
    await u.type(screen.getByRole('textbox', { name: 'Document number' }), 'D1234567');
    await u.click(screen.getByRole('button', { name: 'Verify my identity' }));
    expect(
      await screen.findByText('Identity Verification step has not been completed yet!', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('validates the W-4 with the domain schema before sending anything', async () => {
    const user = nina(['form_w4', 'final_acknowledge']);
    const fetchMock = renderOnboarding(user, stepView('form_w4', { kind: 'form', agreement: null }), {
      required: user.requirements.required,
      completed: ['form_w4'],
    });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/Social security number/), '666-12-3456');
    await u.type(screen.getByRole('textbox', { name: /4\(c\) Extra withholding/ }), 'abc');
    await u.click(screen.getByRole('button', { name: 'Submit and continue' }));
    expect(await screen.findByText('Some fields are missing or there are formatting issues')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid social security number (AAA-GG-SSSS)')).toBeInTheDocument();
    expect(screen.getByText('Choose a filing status')).toBeInTheDocument();
    expect(screen.getByText('Extra withholding must be an amount like 1200 or 1200.50')).toBeInTheDocument();
    expect(screen.getByText('Type your full legal name to sign')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('after a failed submit, focuses the first wrong field and lists each one, a link back to it', async () => {
    const user = nina(['form_w4', 'final_acknowledge']);
    renderOnboarding(user, stepView('form_w4', { kind: 'form', agreement: null }), {
      required: user.requirements.required,
      completed: ['form_w4'],
    });
    const u = userEvent.setup();
    const ssn = await screen.findByLabelText(/Social security number/);
    await u.type(ssn, '666-12-3456');
    await u.click(screen.getByRole('button', { name: 'Submit and continue' }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('button');
    // The form's order: the social security number comes first, and has focus.
    expect(links[0]).toHaveTextContent(/Social security number/);
    await waitFor(() => expect(ssn).toHaveFocus());
    const signature = links.find((l) => /sign/i.test(l.textContent ?? ''))!;
    await u.click(signature);
    expect(document.activeElement?.closest('[data-field]')?.getAttribute('data-field')).toMatch(/sign/);
  });

  it('opens on a compact progress line over the form, says what to have ready, and lists every step on demand', async () => {
    const user = nina(['form_w4', 'final_acknowledge']);
    renderOnboarding(user, stepView('form_w4', { kind: 'form', agreement: null }), {
      required: user.requirements.required,
      completed: ['form_w4'],
    });
    const u = userEvent.setup();
    expect(await screen.findByText('Step 1 of 2: Form W-4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(/Have your social security number, your filing status/)).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show all steps' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide steps' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByLabelText('Onboarding steps')).toBeVisible());
  });

  it('goes to the dashboard with the congratulations when the last step is done', async () => {
    const user = nina(['final_acknowledge']);
    renderOnboarding(user, stepView('final_acknowledge'), {
      required: ['final_acknowledge'],
      completed: ['final_acknowledge'],
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('checkbox', { name: /I have read and accept/ }));
    await u.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('heading', { name: 'Contractor dashboard' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Congratulations Nina, your onboarding is complete!')).toBeInTheDocument();
  });

  it("asks before opening the partner's redirect URL in a new tab, then shows the dashboard", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = nina(['final_acknowledge'], [], 'https://acme-staffing.example');
    renderOnboarding(user, stepView('final_acknowledge'), {
      required: ['final_acknowledge'],
      completed: ['final_acknowledge'],
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('checkbox', { name: /I have read and accept/ }));
    await u.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(
      await screen.findByText('Continue to acme-staffing.example in a new tab?', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Open in a new tab' }));
    expect(open).toHaveBeenCalledWith('https://acme-staffing.example', '_blank', 'noopener,noreferrer');
    expect(await screen.findByRole('heading', { name: 'Contractor dashboard' })).toBeInTheDocument();
  });
});
