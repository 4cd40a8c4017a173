/**
 * Later onboarding forms open with what earlier ones already answered (decision 0107): the I-9 with the
 * W-4's names and the address, the SSN as "on file ending 8901" (used unless the user types another).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, OnboardingPrefill, OnboardingStep, OnboardingStepView } from '@app/domain';
import { theme } from '../../../app/theme';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, stubApi } from '../../../test/fetch-stub';
import { signedInClient } from '../../../test/session';
import { StepForm } from './step-form';

const nina: CurrentUser = makeUser({ user_type: 'contractor', first_name: 'Nina', last_name: 'Newhire' });

const view = (step: OnboardingStep, kind: OnboardingStepView['kind']): OnboardingStepView => ({
  step,
  slug: step,
  title: step,
  kind,
  required: true,
  completed: false,
  current: true,
  submitted_at: null,
  answers: null,
  agreement: null,
  acceptance: null,
  benefit_plans: null,
  verification: null,
  waiting_for: [],
});

const FROM_W4_AND_I9: OnboardingPrefill = {
  values: {
    first_name: 'Nina',
    last_name: 'Newhire',
    address_line_1: '40 Vine St',
    city: 'Los Angeles',
    state: 'CA',
    zipcode: '90028',
    date_of_birth: '1998-01-20',
  },
  ssn_on_file: { last4: '8901', from_step: 'form_w4' },
};

/** The step form of `step`, its prefill answered with `prefill` (a 404 when null). */
function renderStep(step: OnboardingStep, kind: OnboardingStepView['kind'], prefill: OnboardingPrefill | null) {
  const path = `/v2/onboarding/steps/${step}`;
  const fetchMock = stubApi(nina, (url, init) => {
    if (url.pathname === `${path}/prefill`) return prefill ? jsonResponse({ data: prefill }) : undefined;
    if (url.pathname === path && init?.method === 'POST') {
      return jsonResponse({ data: { step: view(step, kind), required: [step], completed: [step], current: null } });
    }
    if (url.pathname === path) return jsonResponse({ data: view(step, kind) });
    return undefined;
  });
  const onSubmitted = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={signedInClient(nina)}>
      <MantineProvider theme={theme}>
        <StepForm step={step} user={nina} onSubmitted={onSubmitted} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, onSubmitted, path };
}

/** The I-9's answers the prefill does not give: status, attestation, signature. */
async function finishI9(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('radio', { name: 'A citizen of the United States' }));
  await u.click(screen.getByRole('checkbox', { name: /I am aware that federal law/ }));
  // Pasted, not typed key by key: the whole form re-renders on each key, slow under a loaded runner.
  await u.click(screen.getByRole('textbox', { name: /^Signature/ }));
  await u.paste('Nina Newhire');
  await u.click(screen.getByRole('button', { name: 'Submit and continue' }));
}

describe('a later onboarding form, prefilled from the earlier ones', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearToken();
  });

  it('opens the I-9 with the names, address and date of birth, and keeps the SSN on file unless told', async () => {
    const { fetchMock, onSubmitted, path } = renderStep('form_i9', 'i9', FROM_W4_AND_I9);
    const u = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /Street address/ })).toHaveValue('40 Vine St');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Nina');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1998-01-20');
    const onFile = screen.getByRole('radiogroup', { name: 'SSN on file ending 8901' });
    expect(onFile).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Use the SSN on file' })).toBeChecked();
    // The number itself is nowhere on the page, not even as a hidden input.
    expect(screen.queryByLabelText(/Social security number/)).not.toBeInTheDocument();

    // A prefilled answer is the user's to change.
    const city = screen.getByRole('textbox', { name: /City/ });
    await u.clear(city);
    await u.paste('Pasadena');
    await finishI9(u);

    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('form_i9'));
    const body = lastBody(fetchMock, 'POST', path) as Record<string, unknown>;
    expect(body).toMatchObject({
      first_name: 'Nina',
      address_line_1: '40 Vine St',
      city: 'Pasadena',
      zipcode: '90028',
      date_of_birth: '1998-01-20',
      use_ssn_on_file: true,
    });
    expect(body).not.toHaveProperty('ssn');
  });

  it('"Type another SSN" opens the SSN field, and the typed one is sent instead', async () => {
    const { fetchMock, onSubmitted, path } = renderStep('form_i9', 'i9', FROM_W4_AND_I9);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: 'Type another SSN' }));
    await u.click(screen.getByLabelText(/Social security number/));
    await u.paste('234-56-7890');
    await finishI9(u);
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(lastBody(fetchMock, 'POST', path)).toMatchObject({ ssn: '234-56-7890', use_ssn_on_file: false });
  });

  it('the W-9 offers the SSN on file only while its TIN is an SSN', async () => {
    renderStep('w9', 'form', {
      values: { name: 'Nina Newhire', city: 'Los Angeles' },
      ssn_on_file: FROM_W4_AND_I9.ssn_on_file,
    });
    const u = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /Name \(as shown/ })).toHaveValue('Nina Newhire');
    expect(screen.queryByRole('radiogroup', { name: 'SSN on file ending 8901' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'SSN' }));
    expect(screen.getByRole('radiogroup', { name: 'SSN on file ending 8901' })).toBeInTheDocument();
    const tin = () => document.querySelector('[data-field="tin"]');
    expect(tin()).toBeNull();
    await u.click(screen.getByRole('radio', { name: 'EIN' }));
    expect(screen.queryByRole('radiogroup', { name: 'SSN on file ending 8901' })).not.toBeInTheDocument();
    expect(tin()).not.toBeNull();
  });

  it('the identity check opens with the legal name and date of birth given before', async () => {
    renderStep('verification', 'verification', {
      values: { legal_first_name: 'Nina', legal_last_name: 'Newhire', date_of_birth: '1998-01-20' },
      ssn_on_file: null,
    });
    expect(await screen.findByLabelText(/Date of birth/)).toHaveValue('1998-01-20');
    expect(screen.getByRole('textbox', { name: /Legal last name/ })).toHaveValue('Newhire');
  });

  it('without an answer to the prefill the form opens as before: the name only, the SSN to type', async () => {
    renderStep('form_i9', 'i9', null);
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Nina');
    expect(screen.getByRole('textbox', { name: /Street address/ })).toHaveValue('');
    expect(screen.getByLabelText(/Social security number/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Use the SSN on file' })).not.toBeInTheDocument();
  });
});
