/**
 * The payroll engine (issue 12), pure and data-driven: US federal withholding (Pub 15-T), FICA and FUTA
 * and Canada (T4127) so far; each year's figures are a table (us-federal-2026.ts) with its sources.
 */
export * from './us-federal-types.js';
export { US_FEDERAL_2026 } from './us-federal-2026.js';
export * from './federal-withholding.js';
export * from './fica-futa.js';
export * from './refusal.js';
export * from './state-withholding.js';
export * from './paycheck.js';
export { PAYROLL_TABLES } from './tables.js';
export * from './canada-2026.js';
export * from './canada.js';
export * from './california-2026.js';
export { PENNSYLVANIA_2026 } from './pennsylvania-2026.js';
export * from './employer-cost.js';
