/**
 * Which ledger items a draft invoice holds. An invoice run takes items by linking them to its drafts'
 * lines (invoice_line_sources) and writes nothing on the items themselves: marking 120,000 ledger rows
 * (eight indexes each) was most of a large run's time, and a rerun paid it twice. Finalizing marks the
 * items (`invoice_id`, then `invoiced`), so an item is held when it is marked, or linked to a live draft.
 * Billing, the ledger's hold and release, and the ledger's views read the draft half here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { lockFor } from './locks.js';

/**
 * Serializes whatever moves the items drafts hold: an invoice run (which empties and rebuilds drafts),
 * a finalize or void of a draft, and a hold or release of a ledger item, which would otherwise race a run
 * reading the item as approved and linking it.
 */
export const lockDraftHolds = (tx: DbOrTx) => lockFor(tx, 'invoice-run');

/** The draft invoice whose line links this item (at most one: runs are serialized and skip held items). */
const draftLink = (itemId: PgColumn | SQL) => sql`from invoice_line_sources dh_s
  join invoice_line_items dh_l on dh_l.id = dh_s.line_id
  join invoices dh_v on dh_v.id = dh_l.invoice_id
  where dh_s.item_id = ${itemId} and dh_v.status = 'draft'`;

/** True when a draft invoice holds the item. */
export const heldByDraft = (itemId: PgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 ${draftLink(itemId)})`;

/** The id of the draft invoice holding the item, else null. */
export const draftHolding = (itemId: PgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select dh_v.id ${draftLink(itemId)} limit 1)`;
