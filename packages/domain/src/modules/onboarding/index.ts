/** The onboarding module's contracts (fields, step texts, answers), shared by the API and the web. */
export * from './fields.js';
export * from './texts.js';
export * from './views.js';
export * from './i9.js';
