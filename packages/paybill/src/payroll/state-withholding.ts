/**
 * State income tax withholding through one interface (issue 12). So far only the states that tax no
 * wages are exact (domain primer part 2, section B [P3]; each is a well-known absence of a wage tax:
 * Alaska, Florida, Nevada, New Hampshire, South Dakota, Tennessee, Texas, Washington, Wyoming). Any other
 * work state is refused with its name — never a silent zero — until its own official method is added
 * as a table with its source (decision 0041).
 */
import { PayrollRefusal } from './refusal.js';

const NO_WAGE_TAX = new Set(['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY']);

export function stateWithholding(state: string, taxYear: number): { amount: string } {
  if (NO_WAGE_TAX.has(state)) return { amount: '0.00' };
  throw new PayrollRefusal(
    `No ${taxYear} income tax withholding table for the work state ${state}: the engine does not figure it yet`,
  );
}
