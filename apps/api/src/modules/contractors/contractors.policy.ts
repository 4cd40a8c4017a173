/**
 * Who may create and change contractors, and the field rules that depend on the caller: Canada
 * (canada_t4, SIN) only for staff or a Canada-enabled partner; a corp-to-corp only for those who
 * may use corp-to-corp (section 6).
 */
import {
  canCreateContractors,
  canManageContractors,
  canSeeCanada,
  canUseCorpToCorp,
  type JobClassification,
  type TaxIdInput,
} from '@app/domain';
import { forbidden, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { isStaff } from '../../lib/principal.js';

type Issue = { loc: (string | number)[]; msg: string };

/** Re-exported for this module's importers; the rule lives with the principal. */
export { isStaff };

export function assertMayCreateContractor(p: Principal) {
  if (canCreateContractors(p.subject)) return;
  throw forbidden('Your role may not add contractors');
}

export function assertMayUpdateContractor(p: Principal) {
  if (canManageContractors(p.subject)) return;
  throw forbidden('Your role may not change contractors');
}

const CANADA_DISABLED = 'Canada is not enabled for this partner';
const CORP_TO_CORP_DISABLED = 'Corp-to-corp is not enabled for this partner';

/** 422 on each field the caller may not set this way. */
export function assertFieldRules(
  p: Principal,
  fields: {
    classification?: JobClassification | undefined;
    tax_id?: TaxIdInput | null | undefined;
    corp_to_corp_id?: string | null | undefined;
  },
) {
  const issues: Issue[] = [];
  const canada = canSeeCanada(p.subject);
  if (fields.classification === 'canada_t4' && !canada)
    issues.push({ loc: ['body', 'classification'], msg: CANADA_DISABLED });
  if (fields.tax_id?.type === 'sin' && !canada) issues.push({ loc: ['body', 'tax_id', 'type'], msg: CANADA_DISABLED });
  if (fields.corp_to_corp_id && !canUseCorpToCorp(p.subject))
    issues.push({ loc: ['body', 'corp_to_corp_id'], msg: CORP_TO_CORP_DISABLED });
  if (issues.length > 0) throw unprocessable(issues);
}

/** The list's onboarding column: those who follow onboarding (/onboarding's readers: staff and the partner). */
export const followsOnboarding = (p: Principal) =>
  p.userType === 'admin' || p.userType === 'eor' || p.userType === 'partner';
