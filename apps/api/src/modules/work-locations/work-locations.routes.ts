import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { workLocationCreateSchema, workLocationFilters, workLocationUpdateSchema } from '@app/domain';
import { localAddressVerifier, type AddressVerifier } from '../../lib/address-verification.js';
import { sendList } from '../../lib/list.js';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { findVisibleWorkLocation, listWorkLocations, toWorkLocationView } from './work-locations.repository.js';
import { createWorkLocation, updateWorkLocation } from './work-locations.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client'] as const;
const WRITERS = ['admin', 'eor', 'partner'] as const;
const LINK = '/work_locations';
const query = referenceListQuery(['name', 'city', 'state', 'created_at'], workLocationFilters);

/** `verifier`: the address verification provider (the local rule-based one unless another is given). */
export async function workLocationsRoutes(app: FastifyInstance, opts: { verifier?: AddressVerifier } = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const verifier = opts.verifier ?? localAddressVerifier;

  r.get(
    '/v2/work_locations',
    {
      config: { access: { userTypes: READERS, link: LINK } },
      schema: { querystring: query, tags: ['work_locations'] },
    },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      const result = await listWorkLocations(deps.db, p, referenceListFilter(p, q, 'name'));
      return sendList(reply, q, result, {
        filename: 'work_locations',
        columns: [
          { header: 'Name', value: (w) => w.name },
          { header: 'Partner', value: (w) => w.partner.name },
          { header: 'Client', value: (w) => w.client?.name },
          { header: 'Street', value: (w) => w.address.street_address_line_1 },
          { header: 'City', value: (w) => w.address.city },
          { header: 'State', value: (w) => w.address.state },
          { header: 'ZIP', value: (w) => w.address.zipcode },
          { header: 'Country', value: (w) => w.address.country },
          { header: 'Time zone', value: (w) => w.timezone },
          { header: 'Remote', value: (w) => w.is_remote },
          { header: 'Active', value: (w) => w.active },
        ],
      });
    },
  );

  r.get(
    '/v2/work_locations/:id',
    { config: { access: { userTypes: READERS, link: LINK } }, schema: { params: idParams, tags: ['work_locations'] } },
    async (req) => ({
      data: toWorkLocationView(
        visibleOr404(await findVisibleWorkLocation(deps.db, mustPrincipal(req.principal), req.params.id)),
      ),
    }),
  );

  r.post(
    '/v2/work_locations',
    {
      config: { access: { userTypes: WRITERS, link: LINK } },
      schema: { body: workLocationCreateSchema, tags: ['work_locations'] },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await createWorkLocation(deps, verifier, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/work_locations/:id',
    {
      config: { access: { userTypes: WRITERS, link: LINK } },
      schema: { params: idParams, body: workLocationUpdateSchema, tags: ['work_locations'] },
    },
    async (req) => ({
      data: await updateWorkLocation(deps, verifier, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );
}
