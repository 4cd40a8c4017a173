import { entersOwnExpenses, type AccessSubject } from '@app/domain';

/** A contractor enters its own expenses only: the domain's rule, which the API applies too. */
export { entersOwnExpenses };

/** Contractors get the type's defaults: they neither see nor send the pay and bill flags. */
export const setsFlags = (s: AccessSubject) => !entersOwnExpenses(s);

/** A row can be chosen for a bulk decision when its own Approve or Reject button shows (the API's rule). */
export const decidableInBulk = (e: { actions: readonly string[] }) =>
  e.actions.includes('approve') || e.actions.includes('reject');
