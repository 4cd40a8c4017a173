/** The tax years the engine has figures for: a year missing here is refused, never guessed. */
import type { PayrollTables } from './paycheck.js';
import { CANADA_2026 } from './canada-2026.js';
import { US_FEDERAL_2026 } from './us-federal-2026.js';

export const PAYROLL_TABLES: PayrollTables = { federal: { 2026: US_FEDERAL_2026 }, canada: { 2026: CANADA_2026 } };
