/**
 * /v2/tax_forms (issue 14; decisions 0064 and 0065). Forms and their PDFs: whoever reads the paychecks
 * (staff, a partner's payroll users their partner's workers, a contractor its own). The employer's filings
 * (W-3 / T4 Summary, Form 941 / 940, state wages): staff, or a self-employing partner's payroll users for
 * their own employer (tax-forms.policy.ts). The EFW2 file, with every full SSN: staff with sensitive access.
 */
import type { FastifyInstance } from 'fastify';
import {
  efw2QuerySchema,
  quarterlyParamsSchema,
  quarterlyQuerySchema,
  summaryPdfQuerySchema,
  taxFormParamsSchema,
  taxFormsQuerySchema,
  taxFormsViewSchema,
  taxFormYearQuerySchema,
} from '@app/domain';
import { fileRoute, route } from '../../lib/route.js';
import { efw2File, quarterlyCsv, summaryPdf, taxFormPdf, taxForms } from './tax-forms.service.js';

const formsAccess = {
  userTypes: ['admin', 'eor', 'partner', 'contractor'],
  link: '/paychecks',
  capability: 'see_paychecks',
} as const;
const filingAccess = { userTypes: ['admin', 'eor', 'partner'], link: '/paychecks', capability: 'see_payroll' } as const;
const efw2Access = { userTypes: ['admin', 'eor'], link: '/paychecks', capability: 'sensitive' } as const;

export async function taxFormsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v2/tax_forms',
    access: formsAccess,
    tags: ['tax_forms'],
    query: taxFormsQuerySchema,
    response: taxFormsViewSchema,
    handler: ({ principal, query }) => taxForms(app.deps, principal, query),
  });

  fileRoute(app, {
    url: '/v2/tax_forms/summary/pdf',
    access: filingAccess,
    tags: ['tax_forms'],
    query: summaryPdfQuerySchema,
    file: ({ principal, query }) => summaryPdf(app.deps, principal, query),
  });

  fileRoute(app, {
    url: '/v2/tax_forms/efw2',
    access: efw2Access,
    tags: ['tax_forms'],
    query: efw2QuerySchema,
    file: ({ principal, query, request }) => efw2File(app.deps, principal, query, request.ip),
  });

  fileRoute(app, {
    url: '/v2/tax_forms/reports/:report',
    access: filingAccess,
    tags: ['tax_forms'],
    params: quarterlyParamsSchema,
    query: quarterlyQuerySchema,
    file: ({ principal, params, query }) => quarterlyCsv(app.deps, principal, params.report, query),
  });

  fileRoute(app, {
    url: '/v2/tax_forms/:kind/:employer_key/:contractor_id/pdf',
    access: formsAccess,
    tags: ['tax_forms'],
    params: taxFormParamsSchema,
    query: taxFormYearQuerySchema,
    file: ({ principal, params, query }) => taxFormPdf(app.deps, principal, params, query.year),
  });
}
