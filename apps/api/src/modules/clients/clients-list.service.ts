/**
 * What other modules ask of the clients list (the data export, decision 0101): the same rows, in the
 * caller's scope, that GET /v2/clients lists.
 */
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { listClients } from './clients.repository.js';

export const clientList = (db: DbOrTx, p: Principal, f: Parameters<typeof listClients>[2]) => listClients(db, p, f);
