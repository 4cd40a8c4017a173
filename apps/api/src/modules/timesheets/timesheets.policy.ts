/**
 * Whose time the caller keeps (section 6). A contractor keeps its own time only: its own week and
 * entries, and nothing on an assignment that has ended. Everyone else who may input time (staff, the
 * partner, the client) enters on the contractor's behalf, late time included.
 */
import { keepsOwnTime as subjectKeepsOwnTime, mayWriteTime, rateVisibility } from '@app/domain';
import type { Principal } from '../../lib/principal.js';

/** A contractor keeps its own time: its week and entries are its own, whatever contractor it names. */
export const keepsOwnTime = (p: Principal) => subjectKeepsOwnTime(p.subject);

/** Whether `contractorId`'s time is the caller's own (the contractor itself), as the action rules ask. */
export const isOwnTime = (p: Principal, contractorId: string | null) =>
  keepsOwnTime(p) && p.contractorId === contractorId;

/** Whether the caller's entries are made on a contractor's behalf (recorded in the audit trail). */
export const entersOnBehalf = (p: Principal) => !keepsOwnTime(p);

/** Time on an ended assignment is entered on the contractor's behalf: the contractor asks its agency. */
export const mayEnterLateTime = (p: Principal) => entersOnBehalf(p);

/** Whether the caller enters time at all: a contractor its own, anyone else per the section 6 rule. */
export const mayEnterTime = (p: Principal) => mayWriteTime({ subject: p.subject, ownEntry: keepsOwnTime(p) });

/** Whether the caller enters time for `contractorId`: a contractor only its own. */
export const mayEnterTimeFor = (p: Principal, contractorId: string | null) =>
  mayWriteTime({ subject: p.subject, ownEntry: isOwnTime(p, contractorId) });

/** Whether the caller reads what time bills (the approval week's amount): whoever sees bill rates. */
export const seesBillAmounts = (p: Principal) => rateVisibility(p.subject).bill;

/** Whether the caller reads what time pays (the week's estimated gross): whoever sees pay rates. */
export const seesPayAmounts = (p: Principal) => rateVisibility(p.subject).pay;
