/**
 * The four routes every reference-data module (departments, end clients, jobs, work locations, worker
 * classifications) serves: its list (with CSV), one row, a create and a change. The shape is written
 * once here; each module's routes file passes what differs — its schemas, its queries, its commands
 * and, in plain sight there, who may call each route.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Principal } from './principal.js';
import { idParams, visibleOr404 } from './reference-routes.js';
import { listRoute, route, type ListRouteSpec, type RouteSpec } from './route.js';

type Schema = z.ZodType;
type Access = RouteSpec<undefined, undefined, undefined, Schema>['access'];

/** Who may call each route: readers list and open rows; create and update may each name their own rule. */
export interface ReferenceAccess {
  read: Access;
  create: Access;
  update: Access;
}

export interface ReferenceRoutesSpec<Q extends Schema, V extends Schema, C extends Schema, U extends Schema, Row> {
  /** The list's and the create's URL; a row's is `${url}/:id`. */
  url: string;
  tags: string[];
  access: ReferenceAccess;
  /** The row's view: each list row, and the answer of the other three routes. */
  view: V;
  list: Pick<ListRouteSpec<undefined, Q, V>, 'query' | 'csv' | 'list'>;
  /** The row as the caller may see it (undefined, so 404, when it is outside the caller's scope). */
  find(principal: Principal, id: string): Promise<Row | undefined>;
  toView(row: Row): z.input<V>;
  create: { body: C; handler: RouteSpec<undefined, undefined, C, V>['handler'] };
  update: { body: U; handler: RouteSpec<typeof idParams, undefined, U, V>['handler'] };
}

/** Registers the list, the row, the create (201) and the change, in that order. */
export function referenceRoutes<Q extends Schema, V extends Schema, C extends Schema, U extends Schema, Row>(
  app: FastifyInstance,
  spec: ReferenceRoutesSpec<Q, V, C, U, Row>,
): void {
  const { url, tags, access, view } = spec;

  listRoute<undefined, Q, V>(app, { url, access: access.read, tags, row: view, ...spec.list });

  route<typeof idParams, undefined, undefined, V>(app, {
    method: 'GET',
    url: `${url}/:id`,
    access: access.read,
    tags,
    params: idParams,
    response: view,
    handler: async ({ principal, params }) => spec.toView(visibleOr404(await spec.find(principal, params.id))),
  });

  route<undefined, undefined, C, V>(app, {
    method: 'POST',
    url,
    access: access.create,
    tags,
    body: spec.create.body,
    response: view,
    status: 201,
    handler: spec.create.handler,
  });

  route<typeof idParams, undefined, U, V>(app, {
    method: 'PATCH',
    url: `${url}/:id`,
    access: access.update,
    tags,
    params: idParams,
    body: spec.update.body,
    response: view,
    handler: spec.update.handler,
  });
}
