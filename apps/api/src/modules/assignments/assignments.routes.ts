import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSIGNMENT_STATUS_VALUES,
  assignmentCreateSchema,
  assignmentEndSchema,
  assignmentUpdateSchema,
  rateVisibility,
  seesMargin,
  type AssignmentView,
  type RateVisibility,
} from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf, type CsvColumn } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
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
const params = z.object({ id: z.string().uuid() });

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/assignments',
    {
      config: { access: { userTypes: READERS, link: '/assignments' } },
      schema: { querystring: query, tags: ['assignments'] },
    },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      const page = await listAssignmentViews(
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
        todayIso(deps.clock.now()),
      );
      return sendList(reply, q, page, { filename: 'assignments', columns: csvColumns(rateVisibility(p.subject)) });
    },
  );

  r.get(
    '/v2/assignments/:id',
    { config: { access: { userTypes: READERS, link: '/assignments' } }, schema: { params, tags: ['assignments'] } },
    async (req) => ({
      data: await assignmentViewOf(deps.db, mustPrincipal(req.principal), req.params.id, todayIso(deps.clock.now())),
    }),
  );

  r.post(
    '/v2/assignments',
    {
      config: { access: { userTypes: WRITERS, link: '/create_assignment', capability: 'client_create_assignment' } },
      schema: { body: assignmentCreateSchema, tags: ['assignments'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createAssignment(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/assignments/:id',
    {
      config: { access: { userTypes: WRITERS, link: '/assignments', capability: 'client_create_assignment' } },
      schema: { params, body: assignmentUpdateSchema, tags: ['assignments'] },
    },
    async (req) => ({
      data: await updateAssignment(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  r.post(
    '/v2/assignments/:id/end',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner'], link: '/assignments' } },
      schema: { params, body: assignmentEndSchema, tags: ['assignments'] },
    },
    async (req) => ({ data: await endAssignment(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip) }),
  );
}
