import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ASSIGNMENT_STATUS_VALUES,
  assignmentCreateSchema,
  assignmentEndSchema,
  assignmentUpdateSchema,
  assignmentViewSchema,
  rateVisibility,
  seesMargin,
  type AssignmentView,
  type RateVisibility,
} from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { isStaff } from '../clients/clients.policy.js';
import { ASSIGNMENT_SORTS } from './assignments.repository.js';
import {
  assignmentViewOf,
  createAssignment,
  endAssignment,
  listAssignmentViews,
  updateAssignment,
} from './assignments.service.js';
import { todayIso } from './today.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client', 'contractor'] as const;
const WRITERS = ['admin', 'eor', 'partner', 'client'] as const;
const query = listQuerySchema(ASSIGNMENT_SORTS, {
  status: z.enum(ASSIGNMENT_STATUS_VALUES).optional(),
  client_id: z.string().uuid().optional(),
  contractor_id: z.string().uuid().optional(),
  partner_id: z.string().uuid().optional(),
  search: z.string().trim().max(100).optional(),
});
const tags = ['assignments'];

/** CSV columns: the rate columns of a side the caller may not see are not in the file at all. */
function csvColumns(v: RateVisibility): CsvColumn<AssignmentView>[] {
  const cols: CsvColumn<AssignmentView>[] = [
    { header: 'ID', value: (a) => a.id },
    { header: 'Contractor', value: (a) => a.contractor.name },
    { header: 'Client', value: (a) => a.client.name },
    { header: 'Partner', value: (a) => a.partner.name },
    { header: 'Job title', value: (a) => a.job_title },
    { header: 'Work location', value: (a) => a.work_location.name },
    { header: 'State', value: (a) => a.address.state },
    { header: 'Start date', value: (a) => a.start_date },
    { header: 'End date', value: (a) => a.end_date },
    { header: 'Status', value: (a) => a.status },
    { header: 'Processing status', value: (a) => a.processing_status },
  ];
  if (v.pay)
    cols.push(
      { header: 'Pay rate', value: (a) => a.pay_rate },
      { header: 'Overtime pay rate', value: (a) => a.overtime_pay_rate },
      { header: 'Double overtime pay rate', value: (a) => a.double_overtime_pay_rate },
      { header: 'Holiday pay rate', value: (a) => a.holiday_pay_rate },
      { header: 'Annual salary', value: (a) => a.annual_salary },
    );
  if (v.bill)
    cols.push(
      { header: 'Bill rate', value: (a) => a.bill_rate },
      { header: 'Overtime bill rate', value: (a) => a.overtime_bill_rate },
      { header: 'Double overtime bill rate', value: (a) => a.double_overtime_bill_rate },
      { header: 'Holiday bill rate', value: (a) => a.holiday_bill_rate },
    );
  if (seesMargin(v))
    cols.push(
      { header: 'Margin per hour', value: (a) => a.margin?.per_hour },
      { header: 'Margin %', value: (a) => a.margin?.percent },
    );
  return cols;
}

export async function assignmentsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const today = () => todayIso(deps.clock.now());

  listRoute(app, {
    url: '/v2/assignments',
    access: { userTypes: READERS, link: '/assignments' },
    tags,
    query,
    row: assignmentViewSchema,
    list: ({ principal: p, query: q }) => {
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      return listAssignmentViews(
        deps.db,
        p,
        {
          status: q.status,
          clientId: q.client_id,
          contractorId: q.contractor_id,
          partnerId: q.partner_id,
          search: q.search,
          sort: sortOf(q, '-start_date'),
          ...pageOf(q),
        },
        today(),
      );
    },
    csv: { filename: 'assignments', columns: (p) => csvColumns(rateVisibility(p.subject)) },
  });

  route(app, {
    method: 'GET',
    url: '/v2/assignments/:id',
    access: { userTypes: READERS, link: '/assignments' },
    tags,
    params: idParams,
    response: assignmentViewSchema,
    handler: ({ principal, params }) => assignmentViewOf(deps.db, principal, params.id, today()),
  });

  route(app, {
    method: 'POST',
    url: '/v2/assignments',
    access: { userTypes: WRITERS, link: '/create_assignment', capability: 'client_create_assignment' },
    tags,
    body: assignmentCreateSchema,
    response: assignmentViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createAssignment(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/assignments/:id',
    access: { userTypes: WRITERS, link: '/assignments', capability: 'client_create_assignment' },
    tags,
    params: idParams,
    body: assignmentUpdateSchema,
    response: assignmentViewSchema,
    handler: ({ principal, params, body, request }) => updateAssignment(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/assignments/:id/end',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/assignments' },
    tags,
    params: idParams,
    body: assignmentEndSchema,
    response: assignmentViewSchema,
    handler: ({ principal, params, body, request }) => endAssignment(deps, principal, params.id, body, request.ip),
  });
}
