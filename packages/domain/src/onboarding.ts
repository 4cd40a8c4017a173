/**
 * Which onboarding steps a user must complete (spec section 4). The table behind this, with each
 * step's fields, API path and completion rule, is modules/onboarding/steps.ts.
 */
export {
  ONBOARDING_STEP_TABLE,
  ONBOARDING_STEP_TITLES,
  currentOnboardingStep,
  onboardingStepBySlug,
  onboardingStepDef,
  onboardingStepPath,
  requiredOnboardingSteps,
  requiresW2Onboard,
  type OnboardingContext,
  type OnboardingStepDef,
  type OnboardingStepKind,
} from './modules/onboarding/steps.js';
