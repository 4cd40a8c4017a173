/**
 * /v2/eor_benefits, /v2/partner_benefits, /v2/benefits and /v2/benefit_dependents (issue 13, decision
 * 0052). Plans: staff and partners read (a partner its own and the platform's); admins manage the
 * platform's, a partner (or an admin) its own. Enrollments and dependents: staff and partner users who see
 * payroll read their scope's, a contractor its own; who changes them is benefits.policy.ts. Clients and
 * sales partners are refused.
 */
import type { FastifyInstance } from 'fastify';
import {
  BENEFIT_DEPENDENT_SORTS,
  BENEFIT_ENROLLMENT_SORTS,
  BENEFIT_PLAN_SORTS,
  benefitDependentCreateSchema,
  benefitDependentFilters,
  benefitDependentViewSchema,
  benefitEnrollmentCreateSchema,
  benefitEnrollmentDetailSchema,
  benefitEnrollmentEndSchema,
  benefitEnrollmentFilters,
  benefitEnrollmentViewSchema,
  benefitPlanDetailSchema,
  benefitPlanFilters,
  benefitPlanUpdateSchema,
  eorBenefitCreateSchema,
  partnerBenefitCreateSchema,
  type BenefitDependentView,
  type BenefitEnrollmentView,
  type BenefitPlanDetail,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import {
  addDependent,
  changeEorPlan,
  changePartnerPlan,
  createEorPlan,
  createPartnerPlan,
  dependentList,
  dropDependent,
  endEnrollment,
  enroll,
  enrollmentDetail,
  enrollmentList,
  eorPlanList,
  partnerPlanList,
} from './benefits.service.js';

const link = '/benefits';
const readPlans = { userTypes: ['admin', 'eor', 'partner'], link, capability: 'see_payroll' } as const;
const manageEorPlans = { userTypes: ['admin'], link } as const;
const managePartnerPlans = { userTypes: ['admin', 'partner'], link, capability: 'see_payroll' } as const;
/** Enrollments and dependents: the worker reads its own (contractors see their paychecks, hence the capability). */
const read = { userTypes: ['admin', 'eor', 'partner', 'contractor'], link, capability: 'see_paychecks' } as const;
const enrollAccess = { userTypes: ['admin', 'partner'], link, capability: 'see_payroll' } as const;
const dependentsAccess = { userTypes: ['admin', 'partner', 'contractor'], link, capability: 'see_paychecks' } as const;

const PLAN_CSV = [
  { header: 'Plan', value: (r: BenefitPlanDetail) => r.name },
  { header: 'Offered by', value: (r: BenefitPlanDetail) => r.partner?.name ?? 'Platform' },
  { header: 'Kind', value: (r: BenefitPlanDetail) => r.kind },
  { header: 'Tax treatment', value: (r: BenefitPlanDetail) => r.tax_treatment },
  { header: 'Active', value: (r: BenefitPlanDetail) => (r.active ? 'yes' : 'no') },
  { header: 'Enrolled', value: (r: BenefitPlanDetail) => String(r.enrolled) },
];
const ENROLLMENT_CSV = [
  { header: 'Worker', value: (r: BenefitEnrollmentView) => r.contractor.name },
  { header: 'Partner', value: (r: BenefitEnrollmentView) => r.partner.name },
  { header: 'Plan', value: (r: BenefitEnrollmentView) => r.plan.name },
  { header: 'Tier', value: (r: BenefitEnrollmentView) => r.tier },
  { header: 'Employee monthly', value: (r: BenefitEnrollmentView) => r.employee_monthly_cost },
  { header: 'Employer monthly', value: (r: BenefitEnrollmentView) => r.employer_monthly_cost },
  { header: 'Start', value: (r: BenefitEnrollmentView) => r.start_date },
  { header: 'End', value: (r: BenefitEnrollmentView) => r.end_date ?? '' },
  { header: 'Status', value: (r: BenefitEnrollmentView) => r.status },
];
const DEPENDENT_CSV = [
  { header: 'First name', value: (r: BenefitDependentView) => r.first_name },
  { header: 'Last name', value: (r: BenefitDependentView) => r.last_name },
  { header: 'Relationship', value: (r: BenefitDependentView) => r.relationship },
];

const activeOf = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

export async function benefitsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/eor_benefits',
    access: readPlans,
    tags: ['eor_benefits'],
    query: listQuerySchema(BENEFIT_PLAN_SORTS, benefitPlanFilters),
    row: benefitPlanDetailSchema,
    list: ({ query: q }) =>
      eorPlanList(deps, { kind: q.kind, active: activeOf(q.active), sort: sortOf(q, 'name'), ...pageOf(q) }),
    csv: { filename: 'eor_benefits', columns: PLAN_CSV },
  });

  route(app, {
    method: 'POST',
    url: '/v2/eor_benefits',
    access: manageEorPlans,
    tags: ['eor_benefits'],
    body: eorBenefitCreateSchema,
    response: benefitPlanDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => createEorPlan(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/eor_benefits/:id',
    access: manageEorPlans,
    tags: ['eor_benefits'],
    params: idParams,
    body: benefitPlanUpdateSchema,
    response: benefitPlanDetailSchema,
    handler: ({ principal, params, body, request }) => changeEorPlan(deps, principal, params.id, body, request.ip),
  });

  listRoute(app, {
    url: '/v2/partner_benefits',
    access: readPlans,
    tags: ['partner_benefits'],
    query: listQuerySchema(BENEFIT_PLAN_SORTS, benefitPlanFilters),
    row: benefitPlanDetailSchema,
    list: ({ principal, query: q }) =>
      partnerPlanList(deps, principal, {
        kind: q.kind,
        active: activeOf(q.active),
        partnerId: q.partner_id,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      }),
    csv: { filename: 'partner_benefits', columns: PLAN_CSV },
  });

  route(app, {
    method: 'POST',
    url: '/v2/partner_benefits',
    access: managePartnerPlans,
    tags: ['partner_benefits'],
    body: partnerBenefitCreateSchema,
    response: benefitPlanDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => createPartnerPlan(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/partner_benefits/:id',
    access: managePartnerPlans,
    tags: ['partner_benefits'],
    params: idParams,
    body: benefitPlanUpdateSchema,
    response: benefitPlanDetailSchema,
    handler: ({ principal, params, body, request }) => changePartnerPlan(deps, principal, params.id, body, request.ip),
  });

  listRoute(app, {
    url: '/v2/benefits',
    access: read,
    tags: ['benefits'],
    query: listQuerySchema(BENEFIT_ENROLLMENT_SORTS, benefitEnrollmentFilters),
    row: benefitEnrollmentViewSchema,
    list: ({ principal, query: q }) =>
      enrollmentList(deps, principal, {
        contractorId: q.contractor_id,
        partnerId: q.partner_id,
        planId: q.plan_id,
        status: q.status,
        sort: sortOf(q, '-start_date'),
        ...pageOf(q),
      }),
    csv: { filename: 'benefits', columns: ENROLLMENT_CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/benefits/:id',
    access: read,
    tags: ['benefits'],
    params: idParams,
    response: benefitEnrollmentDetailSchema,
    handler: ({ principal, params }) => enrollmentDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/benefits',
    access: enrollAccess,
    tags: ['benefits'],
    body: benefitEnrollmentCreateSchema,
    response: benefitEnrollmentDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => enroll(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/benefits/:id/end',
    access: enrollAccess,
    tags: ['benefits'],
    params: idParams,
    body: benefitEnrollmentEndSchema,
    response: benefitEnrollmentDetailSchema,
    handler: ({ principal, params, body, request }) =>
      endEnrollment(deps, principal, params.id, body.end_date, request.ip),
  });

  listRoute(app, {
    url: '/v2/benefit_dependents',
    access: read,
    tags: ['benefit_dependents'],
    query: listQuerySchema(BENEFIT_DEPENDENT_SORTS, benefitDependentFilters),
    row: benefitDependentViewSchema,
    list: ({ principal, query: q }) =>
      dependentList(deps, principal, { enrollmentId: q.benefit_id, sort: sortOf(q, 'last_name'), ...pageOf(q) }),
    csv: { filename: 'benefit_dependents', columns: DEPENDENT_CSV },
  });

  route(app, {
    method: 'POST',
    url: '/v2/benefit_dependents',
    access: dependentsAccess,
    tags: ['benefit_dependents'],
    body: benefitDependentCreateSchema,
    response: benefitDependentViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => addDependent(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/benefit_dependents/:id',
    access: dependentsAccess,
    tags: ['benefit_dependents'],
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await dropDependent(deps, principal, params.id, request.ip);
      return null;
    },
  });
}
