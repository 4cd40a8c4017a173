import type { AccessSubject, SalesTaxView } from '@app/domain';

/**
 * Who changes sales tax rows: an admin (the API's rule, sales-taxes.policy.ts); EOR staff read them.
 * Adds a row, ends one, edits its source, enters the rate of a row still waiting for one.
 */
export const editsSalesTaxes = (s: AccessSubject) => s.userType === 'admin';

/** End this row: a row still open-ended, by an admin. */
export const mayEnd = (s: AccessSubject, row: Pick<SalesTaxView, 'effective_to'>) =>
  editsSalesTaxes(s) && row.effective_to === null;

/** Enter the rate: only a row that needs one (taxable, no confirmed rate); a rated row is never re-rated. */
export const mayEnterRate = (s: AccessSubject, row: Pick<SalesTaxView, 'needs_rate'>) =>
  editsSalesTaxes(s) && row.needs_rate;
