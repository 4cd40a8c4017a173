import { isContractor, type AccessSubject } from '@app/domain';

/** A contractor enters its own expenses only (the API's rule of the same name, expenses.policy.ts). */
export const entersOwnExpenses = (s: AccessSubject) => isContractor(s);

/** Contractors get the type's defaults: they neither see nor send the pay and bill flags. */
export const setsFlags = (s: AccessSubject) => !entersOwnExpenses(s);
