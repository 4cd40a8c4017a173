import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ONBOARDING_STEP_TITLES, currentOnboardingStep, type CurrentUser, type OnboardingStep } from '@app/domain';
import { toast } from '../../../lib/notify';
import { reloadRequirements } from '../api/reload-requirements';

const notCompletedMessage = (step: OnboardingStep) =>
  `${ONBOARDING_STEP_TITLES[step]} step has not been completed yet!`;
const nextStepMessage = (step: OnboardingStep) => `${ONBOARDING_STEP_TITLES[step]} is next`;
const congratulations = (firstName: string) => `Congratulations ${firstName}, your onboarding is complete!`;

/** The partner's own site, where a finished user may continue (spec section 4). */
function partnerRedirectUrl(user: CurrentUser): string | null {
  const partner = user.partner ?? user.client?.partner ?? user.contractor?.partner ?? null;
  return partner?.redirect_url || null;
}

/**
 * Spec section 4 after a step is submitted: reload the requirements; the same current step is an
 * error, a new one is announced, and none left finishes onboarding (the partner's redirect URL in
 * a new tab after a confirmation, then the dashboard with the congratulations).
 */
export function useOnboardingFlow(user: CurrentUser) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmRedirect, setConfirmRedirect] = useState<string | null>(null);

  const finish = () => {
    setConfirmRedirect(null);
    toast.success(congratulations(user.first_name));
    void navigate(`/${user.user_type}/dashboard`);
  };

  const afterSubmit = async (submitted: OnboardingStep) => {
    const requirements = await reloadRequirements(queryClient);
    const next = currentOnboardingStep(requirements.required, requirements.completed);
    if (next === submitted) {
      toast.error(notCompletedMessage(submitted));
      return;
    }
    if (next) {
      toast.info(nextStepMessage(next));
      return;
    }
    const url = partnerRedirectUrl(user);
    if (url) setConfirmRedirect(url);
    else finish();
  };

  const openRedirect = () => {
    if (confirmRedirect) window.open(confirmRedirect, '_blank', 'noopener,noreferrer');
    finish();
  };

  return { afterSubmit, confirmRedirect, openRedirect, declineRedirect: finish };
}
