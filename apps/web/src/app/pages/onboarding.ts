/** Pages of the "onboarding" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const onboardingPages: Record<string, PageLoader> = {};
