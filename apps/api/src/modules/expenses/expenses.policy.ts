/**
 * Who enters an expense, and how (section 6). A contractor enters its own reimbursements only, on its
 * own live assignments, and never decides whether one is reimbursed or billed; staff and the partner's
 * expense roles enter any type on the worker's behalf; clients review expenses and never enter them.
 */
import { entersOwnExpenses as subjectEntersOwnExpenses, isContractor } from '@app/domain';
import type { Principal } from '../../lib/principal.js';

/** A contractor enters its own expenses, within the limits above. */
export const entersOwnExpenses = (p: Principal) => subjectEntersOwnExpenses(p.subject);

/** Clients review expenses (the timesheet deciders decide them); they never enter one. */
export const reviewsExpensesOnly = (p: Principal) => p.userType === 'client';

/** The IP an expense was approved from: shown to everyone who sees the expense but the contractor. */
export const seesApprovalIp = (p: Principal) => !isContractor(p.subject);
