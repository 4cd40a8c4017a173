import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROJECT_CODE_SORTS, projectCodeCreateSchema, projectCodeFilters, projectCodeUpdateSchema } from '@app/domain';
import { sendList } from '../../lib/list.js';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { findVisibleProjectCode, listProjectCodes, toProjectCodeView } from './project-codes.repository.js';
import { createProjectCode, updateProjectCode } from './project-codes.service.js';

const READERS = ['admin', 'eor', 'partner', 'client'] as const;
const WRITERS = ['admin', 'eor', 'partner'] as const;
const LINK = '/project_codes';
const query = referenceListQuery(PROJECT_CODE_SORTS, projectCodeFilters);

export async function projectCodesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/project_codes',
    {
      config: { access: { userTypes: READERS, link: LINK } },
      schema: { querystring: query, tags: ['project_codes'] },
    },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      const result = await listProjectCodes(deps.db, p, referenceListFilter(p, q, 'code'));
      return sendList(reply, q, result, {
        filename: 'project_codes',
        columns: [
          { header: 'Code', value: (c) => c.code },
          { header: 'Description', value: (c) => c.description },
          { header: 'Client', value: (c) => c.client.name },
          { header: 'Partner', value: (c) => c.partner.name },
          { header: 'Active', value: (c) => c.active },
        ],
      });
    },
  );

  r.get(
    '/v2/project_codes/:id',
    { config: { access: { userTypes: READERS, link: LINK } }, schema: { params: idParams, tags: ['project_codes'] } },
    async (req) => ({
      data: toProjectCodeView(
        visibleOr404(await findVisibleProjectCode(deps.db, mustPrincipal(req.principal), req.params.id)),
      ),
    }),
  );

  r.post(
    '/v2/project_codes',
    {
      config: { access: { userTypes: WRITERS, link: LINK } },
      schema: { body: projectCodeCreateSchema, tags: ['project_codes'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createProjectCode(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/project_codes/:id',
    {
      config: { access: { userTypes: WRITERS, link: LINK } },
      schema: { params: idParams, body: projectCodeUpdateSchema, tags: ['project_codes'] },
    },
    async (req) => ({
      data: await updateProjectCode(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );
}
