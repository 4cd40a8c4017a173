/**
 * Which notes, and which records to note on, a caller sees (decision 0072): platform staff every one, a
 * partner's users their partner's; nobody else any (the routes refuse them first).
 */
import { and, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notes } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';
import { seesInvoiceNotes } from './notes.policy.js';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Its partner's notes; without bill visibility, none on invoices. */
export const noteScope = (p: Principal, db: DbOrTx): SQL | undefined =>
  and(
    rowScope(p, db, { partnerId: notes.partnerId }),
    seesInvoiceNotes(p) ? undefined : ne(notes.subjectType, 'invoice'),
  );

/** The scope of a subject's table, by its partner column. */
export const subjectScope = (p: Principal, db: DbOrTx, partnerId: PgColumn): SQL | undefined =>
  rowScope(p, db, { partnerId });
