import type { FastifyInstance } from 'fastify';
import {
  workLocationCreateSchema,
  workLocationFilters,
  workLocationUpdateSchema,
  workLocationViewSchema,
} from '@app/domain';
import { localAddressVerifier, type AddressVerifier } from '../../lib/address-verification.js';
import { referenceRoutes } from '../../lib/reference-route-set.js';
import { referenceListFilter, referenceListQuery } from '../../lib/reference-routes.js';
import { findVisibleWorkLocation, listWorkLocations, toWorkLocationView } from './work-locations.repository.js';
import { createWorkLocation, updateWorkLocation } from './work-locations.service.js';

const LINK = '/work_locations';
const READERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: LINK } as const;
const WRITERS = { userTypes: ['admin', 'eor', 'partner'], link: LINK } as const;

/** `verifier`: the address verification provider (the local rule-based one unless another is given). */
export async function workLocationsRoutes(app: FastifyInstance, opts: { verifier?: AddressVerifier } = {}) {
  const deps = app.deps;
  const verifier = opts.verifier ?? localAddressVerifier;

  referenceRoutes(app, {
    url: '/v2/work_locations',
    tags: ['work_locations'],
    access: { read: READERS, create: WRITERS, update: WRITERS },
    view: workLocationViewSchema,
    list: {
      query: referenceListQuery(['name', 'city', 'state', 'created_at'], workLocationFilters),
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
    },
    find: (principal, id) => findVisibleWorkLocation(deps.db, principal, id),
    toView: toWorkLocationView,
    create: {
      body: workLocationCreateSchema,
      handler: ({ principal, body, request }) => createWorkLocation(deps, verifier, principal, body, request.ip),
    },
    update: {
      body: workLocationUpdateSchema,
      handler: ({ principal, params, body, request }) =>
        updateWorkLocation(deps, verifier, principal, params.id, body, request.ip),
    },
  });
}
