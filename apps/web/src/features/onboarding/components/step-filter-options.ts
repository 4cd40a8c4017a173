import { ONBOARDING_STEP_TABLE } from '@app/domain';

/** Current-step filter values: every step, by its title. */
export const STEP_OPTIONS = ONBOARDING_STEP_TABLE.map((d) => ({ value: d.step, label: d.title }));
