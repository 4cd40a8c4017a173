/** Stored images (stored_files rows of purpose logo or favicon); the bytes live behind deps.storage. */
import { and, eq, inArray } from 'drizzle-orm';
import { IMAGE_PURPOSES, type ImagePurpose, type ImageView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { partners, storedFiles } from '../../db/schema/index.js';

export type StoredFileRow = typeof storedFiles.$inferSelect;

const imageUrlOf = (id: string) => `/v2/images/${id}`;

export function toImageView(row: StoredFileRow): ImageView {
  return {
    id: row.id,
    url: imageUrlOf(row.id),
    purpose: row.purpose as ImagePurpose,
    content_type: row.contentType as ImageView['content_type'],
    size_bytes: row.sizeBytes,
    partner_id: row.partnerId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * An image by id, only ever of an image purpose: stored_files also holds private files (receipts,
 * evidence) that the public image route must never serve.
 */
export async function findImage(db: DbOrTx, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), inArray(storedFiles.purpose, [...IMAGE_PURPOSES])))
    .limit(1);
  return row;
}

/** The partner's id when it exists. */
export async function findPartnerId(db: DbOrTx, partnerId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  return row?.id;
}

export async function insertImageFile(db: DbOrTx, values: typeof storedFiles.$inferInsert): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row!;
}
