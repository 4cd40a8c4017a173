/** Contracts of the "onboarding" area: zod schemas and answer shapes shared by the API and the web. */
export * from './onboarding-fields.js';
export * from './onboarding-texts.js';
export * from './onboarding-views.js';
