/**
 * Image uploads (partner logos and favicons): recognised by their bytes, at most 1 MB, stored
 * through deps.storage with a stored_files row, in one audited transaction.
 */
import { IMAGE_UPLOAD_MAX_BYTES, type ImageUpload, type ImageView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { sniffImageType } from '../../lib/storage.js';
import { isStaff } from '../partners/partners.policy.js';
import { actsForOwnPartner, type Principal } from '../../lib/principal.js';
import { findImage, findPartnerId, insertImageFile, toImageView } from './images.repository.js';

/** For the partners module: an uploaded image by id (a partner's logo and favicon point at one). */
export { findImage } from './images.repository.js';

const contentError = (msg: string) => unprocessable([{ loc: ['body', 'content_base64'], msg }]);

/** Whose image it is: staff name any partner (or none, for the platform); a partner's owner only its own. */
async function ownerPartnerOf(deps: AppDeps, p: Principal, requested: string | undefined): Promise<string | null> {
  if (isStaff(p)) {
    if (!requested) return null;
    const id = await findPartnerId(deps.db, requested);
    if (!id) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
    return id;
  }
  if (!actsForOwnPartner(p) || !p.partnerId) throw forbidden();
  // Another partner's id is answered like an id that does not exist.
  if (requested && requested !== p.partnerId) throw notFound();
  if (p.role !== 'owner') throw forbidden("Only the partner's owner uploads its logo and favicon");
  return p.partnerId;
}

function decodeImage(base64: string) {
  // Every 4 base64 characters carry 3 bytes: refuse oversize input before decoding it.
  if (
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) >
    IMAGE_UPLOAD_MAX_BYTES
  )
    throw contentError('The image must be at most 1 MB');
  if (base64.length % 4 !== 0) throw contentError('The file content must be base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw contentError('The file is empty');
  const contentType = sniffImageType(bytes);
  if (!contentType) throw contentError('Upload a PNG, SVG or ICO image');
  return { bytes, contentType };
}

export async function uploadImage(deps: AppDeps, p: Principal, body: ImageUpload, ip: string): Promise<ImageView> {
  const partnerId = await ownerPartnerOf(deps, p, body.partner_id);
  const { bytes, contentType } = decodeImage(body.content_base64);
  const storageKey = await deps.storage.put(bytes);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertImageFile(tx, {
        partnerId,
        purpose: body.purpose,
        filename: body.filename,
        contentType,
        sizeBytes: bytes.length,
        storageKey,
        createdBy: p.userId,
      });
      await auditAs(tx, p, ip, {
        action: 'image_uploaded',
        entityType: 'stored_file',
        entityId: row.id,
        metadata: { purpose: body.purpose, partner_id: partnerId, content_type: contentType, size_bytes: bytes.length },
      });
      return toImageView(row);
    });
  } catch (err) {
    // No row, no file: the bytes would otherwise sit on disk unreachable.
    await deps.storage.remove(storageKey);
    throw err;
  }
}

/** The bytes of a stored image by the URL a partner's logo points at (/v2/images/:id), for documents that embed it. */
export async function storedImageBytes(
  deps: AppDeps,
  url: string | null,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const id = /^\/v2\/images\/([0-9a-f-]{36})$/.exec(url ?? '')?.[1];
  if (!id) return null;
  const image = await findImage(deps.db, id);
  const bytes = image ? await deps.storage.get(image.storageKey) : null;
  return image && bytes ? { bytes, contentType: image.contentType } : null;
}
