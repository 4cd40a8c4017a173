/**
 * Labor posters (decision 0076): platform staff upload a PDF (checked by its bytes, at most 10 MB) for a
 * state, a province or a country's federal posters, and archive it (never deleted); everyone the route
 * admits lists those its scope shows and opens one through a short-lived link (lib/file-links.ts).
 */
import {
  DOCUMENT_MAX_BYTES,
  jurisdictionName,
  type FileLink,
  type LaborPosterCreate,
  type LaborPosterView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { fileLinkFor } from '../../lib/file-links.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { decodeBase64File, sniffDocument } from '../../lib/uploads.js';
import { mustKeepLaborPosters } from './labor-posters.policy.js';
import {
  archiveLaborPosterRow,
  findLaborPoster,
  insertLaborPoster,
  insertPosterFile,
  listLaborPosters,
  type LaborPosterJoined,
} from './labor-posters.repository.js';
import { laborPosterScope } from './labor-posters.scope.js';

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

function viewOf(r: LaborPosterJoined): LaborPosterView {
  const l = r.poster;
  return {
    id: l.id,
    title: l.title,
    country: l.country,
    region: l.region,
    jurisdiction: jurisdictionName(l.country, l.region),
    filename: r.filename,
    size_bytes: r.sizeBytes,
    status: l.archivedAt ? 'archived' : 'active',
    uploaded_by: l.uploadedBy && r.uploaderName ? { id: l.uploadedBy, name: r.uploaderName } : null,
    created_at: l.createdAt.toISOString(),
  };
}

export interface LaborPosterListQuery extends ListRequest {
  status: 'active' | 'archived';
  country?: 'US' | 'CA' | undefined;
  region?: string | undefined;
}

export const laborPosterList = (deps: AppDeps, p: Principal, q: LaborPosterListQuery) =>
  listLaborPosters(deps.db, { ...q, scope: laborPosterScope(p, deps.db) }, viewOf);

async function visible(db: DbOrTx, p: Principal, id: string, forUpdate = false) {
  const row = await findLaborPoster(db, id, laborPosterScope(p, db), forUpdate);
  if (!row) throw notFound();
  return row;
}

export const laborPosterDetail = async (deps: AppDeps, p: Principal, id: string) =>
  viewOf(await visible(deps.db, p, id));

export async function uploadLaborPoster(deps: AppDeps, p: Principal, body: LaborPosterCreate, ip: string) {
  mustKeepLaborPosters(p);
  const fail = (msg: string) => unprocessable([{ loc: ['body', 'content_base64'], msg }]);
  const bytes = decodeBase64File(
    body.content_base64,
    { maxBytes: DOCUMENT_MAX_BYTES, tooLarge: `The file must be at most ${MAX_MB} MB` },
    fail,
  );
  if (sniffDocument(bytes) !== 'application/pdf') throw fail('Upload the poster as a PDF');
  const storageKey = await deps.storage.put(bytes);
  // The file is removed only when its row was not written: a failed read afterwards leaves both.
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const fileId = await insertPosterFile(tx, {
        partnerId: null,
        purpose: 'labor_poster',
        filename: body.filename,
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        storageKey,
        createdBy: p.userId,
      });
      const posterId = await insertLaborPoster(tx, {
        country: body.country,
        region: body.region,
        title: body.title,
        fileId,
        uploadedBy: p.userId,
        createdAt: deps.clock.now(),
      });
      await auditAs(tx, p, ip, {
        action: 'labor_poster_uploaded',
        entityType: 'labor_poster',
        entityId: posterId,
        metadata: { country: body.country, region: body.region, size_bytes: bytes.length },
      });
      return posterId;
    });
  } catch (err) {
    // No row, no file: the bytes would otherwise sit in storage unreachable.
    await deps.storage.remove(storageKey);
    throw err;
  }
  return laborPosterDetail(deps, p, id);
}

export async function archiveLaborPoster(deps: AppDeps, p: Principal, id: string, ip: string) {
  mustKeepLaborPosters(p);
  await deps.db.transaction(async (tx) => {
    const row = await visible(tx, p, id, true);
    if (row.poster.archivedAt) throw conflict('This poster is already archived');
    await archiveLaborPosterRow(tx, id, p.userId, deps.clock.now());
    await auditAs(tx, p, ip, { action: 'labor_poster_archived', entityType: 'labor_poster', entityId: id });
  });
  return laborPosterDetail(deps, p, id);
}

export async function laborPosterFileLink(deps: AppDeps, p: Principal, id: string, ip: string): Promise<FileLink> {
  const row = await visible(deps.db, p, id);
  const link = await fileLinkFor(deps, p, row.poster.fileId);
  await auditAs(deps.db, p, ip, { action: 'labor_poster_opened', entityType: 'labor_poster', entityId: id });
  return link;
}
