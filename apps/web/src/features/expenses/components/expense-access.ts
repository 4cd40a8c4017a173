import { entersOwnExpenses, type AccessSubject } from '@app/domain';

/** A contractor enters its own expenses only: the domain's rule, which the API applies too. */
export { entersOwnExpenses };

/** Contractors get the type's defaults: they neither see nor send the pay and bill flags. */
export const setsFlags = (s: AccessSubject) => !entersOwnExpenses(s);
