/** Who may create and change jobs, and the section 6 rules on their fields. */
import {
  CANADA_CLASSIFICATIONS,
  canCreateSalariedJobs,
  canManageJobs,
  canUseCanada,
  type JobClassification,
} from '@app/domain';
import { forbidden, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** Staff, the partner's managing roles, or a client owner whose client may create assignments. */
export function assertMayManageJobs(p: Principal) {
  if (canManageJobs(p.subject)) return;
  throw forbidden(p.userType === 'client' ? 'Your client may not create jobs' : 'Your role may not change jobs');
}

export function assertJobFieldsAllowed(
  p: Principal,
  fields: { classification?: JobClassification | undefined; salaried?: boolean | undefined },
) {
  const issues = [];
  if (fields.classification && CANADA_CLASSIFICATIONS.includes(fields.classification) && !canUseCanada(p.subject)) {
    issues.push({ loc: ['body', 'classification'], msg: 'Canada classifications need a partner with Canada enabled' });
  }
  if (fields.salaried && !canCreateSalariedJobs(p.subject)) {
    issues.push({ loc: ['body', 'salaried'], msg: 'Only self-funded or self-employer partners add salaried jobs' });
  }
  if (issues.length) throw unprocessable(issues);
}
