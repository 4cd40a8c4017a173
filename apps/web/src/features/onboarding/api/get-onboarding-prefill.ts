import { useQuery } from '@tanstack/react-query';
import { onboardingStepPath, type OnboardingPrefill, type OnboardingStep } from '@app/domain';
import { api } from '../../../lib/api/client';

/** Every step's prefill: dropped when a step is sent, so the next form opens on the fresh answers. */
export const onboardingPrefillKeys = ['onboarding-prefill'] as const;

const getOnboardingPrefill = (step: OnboardingStep, signal?: AbortSignal) =>
  api.get<OnboardingPrefill>(`${onboardingStepPath(step)}/prefill`, { signal });

/**
 * What the user already gave in their other steps for this step's fields, the SSN only as "on file"
 * (decision 0107). A help, not a need: when it cannot be read the form opens as before, without retries.
 */
export const useOnboardingPrefill = (step: OnboardingStep, enabled: boolean) =>
  useQuery({
    queryKey: [...onboardingPrefillKeys, step] as const,
    queryFn: ({ signal }) => getOnboardingPrefill(step, signal),
    enabled,
    retry: false,
  });
