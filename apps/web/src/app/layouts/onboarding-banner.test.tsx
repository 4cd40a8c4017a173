import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { sessionOf } from '../../lib/auth/use-session';
import { resumeOnboardingPath } from '../../lib/auth/onboarding';
import { OnboardingBanner } from './onboarding-banner';

const contractor = (completed: ('form_w4' | 'form_i9')[]) =>
  makeUser({
    user_type: 'contractor',
    role: null,
    requirements: { required: ['form_w4', 'form_i9'], completed, requires_w2_onboard: true },
  });

describe('the way back to onboarding', () => {
  it('names the steps left and the next one, and leads back to the onboarding page', () => {
    renderWithProviders(<OnboardingBanner session={sessionOf(contractor(['form_w4']))} />);
    expect(screen.getByText('Your onboarding is not finished: 1 step left, Form I-9 next.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume onboarding' })).toHaveAttribute('href', '/onboard/contractor');
  });

  it('is offered only while a step is open, and never to platform staff', () => {
    expect(resumeOnboardingPath(contractor(['form_w4', 'form_i9']))).toBeNull();
    expect(resumeOnboardingPath(contractor([]))).toBe('/onboard/contractor');
    const admin = makeUser({
      user_type: 'admin',
      role: 'admin',
      requirements: { required: ['form_w4'], completed: [], requires_w2_onboard: false },
    });
    expect(resumeOnboardingPath(admin)).toBeNull();
    renderWithProviders(<OnboardingBanner session={sessionOf(contractor(['form_w4', 'form_i9']))} />);
    expect(screen.queryByRole('link', { name: 'Resume onboarding' })).toBeNull();
  });
});
