import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingStepPath, type OnboardingStep, type OnboardingSubmitResult } from '@app/domain';
import { api } from '../../../lib/api/client';
import { onboardingPrefillKeys } from './get-onboarding-prefill';
import { onboardingStepKey } from './get-onboarding-step';

const submitOnboardingStep = (step: OnboardingStep, body: unknown) =>
  api.post<OnboardingSubmitResult>(onboardingStepPath(step), body);

export function useSubmitOnboardingStep(step: OnboardingStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => submitOnboardingStep(step, body),
    onSuccess: (result) => {
      queryClient.setQueryData(onboardingStepKey(step), result.step);
      queryClient.removeQueries({ queryKey: onboardingPrefillKeys });
    },
  });
}
