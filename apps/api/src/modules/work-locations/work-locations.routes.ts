import type { FastifyInstance } from 'fastify';
import {
  workLocationCreateSchema,
  workLocationFilters,
  workLocationUpdateSchema,
  workLocationViewSchema,
} from '@app/domain';
import { localAddressVerifier, type AddressVerifier } from '../../lib/address-verification.js';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { findVisibleWorkLocation, listWorkLocations, toWorkLocationView } from './work-locations.repository.js';
import { createWorkLocation, updateWorkLocation } from './work-locations.service.js';

const LINK = '/work_locations';
const READERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: LINK } as const;
const WRITERS = { userTypes: ['admin', 'eor', 'partner'], link: LINK } as const;
const tags = ['work_locations'];

/** `verifier`: the address verification provider (the local rule-based one unless another is given). */
export async function workLocationsRoutes(app: FastifyInstance, opts: { verifier?: AddressVerifier } = {}) {
  const deps = app.deps;
  const verifier = opts.verifier ?? localAddressVerifier;

  listRoute(app, {
    url: '/v2/work_locations',
    access: READERS,
    tags,
    query: referenceListQuery(['name', 'city', 'state', 'created_at'], workLocationFilters),
    row: workLocationViewSchema,
    list: ({ principal, query }) =>
      listWorkLocations(deps.db, principal, referenceListFilter(principal, query, 'name')),
    csv: {
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
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/work_locations/:id',
    access: READERS,
    tags,
    params: idParams,
    response: workLocationViewSchema,
    handler: async ({ principal, params }) =>
      toWorkLocationView(visibleOr404(await findVisibleWorkLocation(deps.db, principal, params.id))),
  });

  route(app, {
    method: 'POST',
    url: '/v2/work_locations',
    access: WRITERS,
    tags,
    body: workLocationCreateSchema,
    response: workLocationViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createWorkLocation(deps, verifier, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/work_locations/:id',
    access: WRITERS,
    tags,
    params: idParams,
    body: workLocationUpdateSchema,
    response: workLocationViewSchema,
    handler: ({ principal, params, body, request }) =>
      updateWorkLocation(deps, verifier, principal, params.id, body, request.ip),
  });
}
