import { useQuery } from '@tanstack/react-query';
import { onboardingStepPath, type OnboardingStep, type OnboardingStepView } from '@app/domain';
import { api } from '../../../lib/api/client';

export const onboardingStepKey = (step: OnboardingStep) => ['onboarding-step', step] as const;

const getOnboardingStep = (step: OnboardingStep, signal?: AbortSignal) =>
  api.get<OnboardingStepView>(onboardingStepPath(step), { signal });

/** One step with its agreement text, plans, verification status and the user's answers (masked). */
export const useOnboardingStep = (step: OnboardingStep) =>
  useQuery({ queryKey: onboardingStepKey(step), queryFn: ({ signal }) => getOnboardingStep(step, signal) });
