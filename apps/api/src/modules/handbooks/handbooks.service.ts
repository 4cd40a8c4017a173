/**
 * The employee handbook (decision 0076): publishing a version (a PDF checked by its bytes, its SHA-256
 * kept), the lists staff read (versions with how many acknowledged them; who acknowledged which), and the
 * W-2 worker's side: its current handbook — its partner's latest version, else the platform's — opened
 * through a short-lived link and acknowledged with who, when, IP, user agent and the SHA-256 of the
 * exact file, read again from storage. Each command is one audited transaction.
 */
import { createHash } from 'node:crypto';
import {
  DOCUMENT_MAX_BYTES,
  type FileLink,
  type HandbookAckView,
  type HandbookAcknowledge,
  type HandbookPublish,
  type HandbookView,
  type MyHandbook,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { lockFor } from '../../lib/locks.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { fileLinkFor } from '../../lib/file-links.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { decodeBase64File, sniffDocument } from '../../lib/uploads.js';
import { handbookOwnerOf, mustPublishHandbook, workerOf } from './handbooks.policy.js';
import {
  findAck,
  findHandbook,
  insertAck,
  insertHandbook,
  insertHandbookFile,
  latestHandbookOf,
  listAcks,
  listHandbooks,
  nextVersionOf,
  partnerExists,
  previousAckedVersion,
  type AckJoined,
  type HandbookJoined,
} from './handbooks.repository.js';
import { handbookAckScope, handbookScope } from './handbooks.scope.js';

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function viewOf(r: HandbookJoined): HandbookView {
  const h = r.h;
  return {
    id: h.id,
    partner: h.partnerId && r.partnerName ? { id: h.partnerId, name: r.partnerName } : null,
    version: h.version,
    title: h.title,
    filename: r.filename,
    sha256: h.sha256,
    current: Boolean(r.current),
    acknowledged: Number(r.acknowledged),
    published_by: h.publishedBy && r.publisherName ? { id: h.publishedBy, name: r.publisherName } : null,
    published_at: h.publishedAt.toISOString(),
  };
}

function ackViewOf(r: AckJoined): HandbookAckView {
  const a = r.a;
  return {
    id: a.id,
    handbook: { id: a.handbookId, title: r.title, version: r.version },
    contractor: { id: a.contractorId, name: r.contractorName },
    partner: { id: a.partnerId, name: r.partnerName },
    acknowledged_by: { id: a.userId, name: r.ackerName },
    acknowledged_at: a.acknowledgedAt.toISOString(),
    ip: a.ip,
    user_agent: a.userAgent,
    file_sha256: a.fileSha256,
  };
}

/* ------------------------------------------------------------------ staff */

export interface HandbookListQuery extends ListRequest {
  partnerId?: string | undefined;
  current?: boolean | undefined;
}

export const handbookList = (deps: AppDeps, p: Principal, q: HandbookListQuery) =>
  listHandbooks(deps.db, { ...q, scope: handbookScope(p), countWithin: handbookAckScope(p, deps.db) }, viewOf);

export async function handbookDetail(deps: AppDeps, p: Principal, id: string) {
  const row = await findHandbook(deps.db, id, handbookScope(p), handbookAckScope(p, deps.db));
  if (!row) throw notFound();
  return viewOf(row);
}

export async function publishHandbook(deps: AppDeps, p: Principal, body: HandbookPublish, ip: string) {
  mustPublishHandbook(p);
  const partnerId = handbookOwnerOf(p, body.partner_id);
  if (partnerId && !(await partnerExists(deps.db, partnerId)))
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
  const fail = (msg: string) => unprocessable([{ loc: ['body', 'content_base64'], msg }]);
  const bytes = decodeBase64File(
    body.content_base64,
    { maxBytes: DOCUMENT_MAX_BYTES, tooLarge: `The file must be at most ${MAX_MB} MB` },
    fail,
  );
  if (sniffDocument(bytes) !== 'application/pdf') throw fail('Upload the handbook as a PDF');
  const storageKey = await deps.storage.put(bytes);
  // The file is removed only when its row was not written: a failed read afterwards leaves both.
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      // One publish per owner at a time: the second waits, then numbers its version after the first's.
      await lockFor(tx, `handbook-version:${partnerId ?? 'platform'}`);
      const version = await nextVersionOf(tx, partnerId);
      const fileId = await insertHandbookFile(tx, {
        partnerId,
        purpose: 'employee_handbook',
        filename: body.filename,
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        storageKey,
        createdBy: p.userId,
      });
      const handbookId = await insertHandbook(tx, {
        partnerId,
        version,
        title: body.title,
        fileId,
        sha256: sha256(bytes),
        publishedBy: p.userId,
        publishedAt: deps.clock.now(),
      });
      await auditAs(tx, p, ip, {
        action: 'handbook_published',
        entityType: 'handbook',
        entityId: handbookId,
        metadata: { partner_id: partnerId, version, sha256: sha256(bytes) },
      });
      return handbookId;
    });
  } catch (err) {
    await deps.storage.remove(storageKey);
    throw err;
  }
  return handbookDetail(deps, p, id);
}

export async function handbookFileLink(deps: AppDeps, p: Principal, id: string, ip: string): Promise<FileLink> {
  const row = await findHandbook(deps.db, id, handbookScope(p), handbookAckScope(p, deps.db));
  if (!row) throw notFound();
  const link = await fileLinkFor(deps, p, row.h.fileId);
  await auditAs(deps.db, p, ip, { action: 'handbook_opened', entityType: 'handbook', entityId: id });
  return link;
}

export interface AckListQuery extends ListRequest {
  handbookId?: string | undefined;
  contractorId?: string | undefined;
}

export const handbookAckList = (deps: AppDeps, p: Principal, q: AckListQuery) =>
  listAcks(deps.db, { ...q, scope: handbookAckScope(p, deps.db) }, ackViewOf);

/* ----------------------------------------------------------------- worker */

/** The worker's current handbook: its partner's latest version, else the platform's (the employer of record's). */
async function currentHandbookOf(deps: AppDeps, p: Principal, partnerId: string) {
  const mine = handbookAckScope(p, deps.db);
  return (await latestHandbookOf(deps.db, partnerId, mine)) ?? (await latestHandbookOf(deps.db, null, mine));
}

export async function myHandbook(deps: AppDeps, p: Principal): Promise<MyHandbook> {
  const w = workerOf(p);
  const row = await currentHandbookOf(deps, p, w.partnerId);
  if (!row) return { handbook: null, acknowledgement: null, previous_version: null };
  const { acknowledged: _count, ...handbook } = viewOf(row);
  const ack = await findAck(deps.db, row.h.id, w.contractorId);
  return {
    handbook,
    acknowledgement: ack ? ackViewOf(ack) : null,
    previous_version: await previousAckedVersion(deps.db, w.contractorId, row.h.partnerId, row.h.version),
  };
}

export async function myHandbookFileLink(deps: AppDeps, p: Principal, ip: string): Promise<FileLink> {
  const w = workerOf(p);
  const row = await currentHandbookOf(deps, p, w.partnerId);
  if (!row) throw notFound('No employee handbook has been published yet');
  const link = await fileLinkFor(deps, p, row.h.fileId);
  await auditAs(deps.db, p, ip, { action: 'handbook_opened', entityType: 'handbook', entityId: row.h.id });
  return link;
}

export interface AckMeta {
  ip: string;
  userAgent: string | null;
}

/**
 * Acknowledges the current version: the one the worker was shown (a newer one, or a changed file, is a
 * 409 asking to read it again). The file is read again from storage and its SHA-256 recorded with who,
 * when, the IP and the user agent. Acknowledging twice answers the first record.
 */
export async function acknowledgeHandbook(
  deps: AppDeps,
  p: Principal,
  body: HandbookAcknowledge,
  meta: AckMeta,
): Promise<MyHandbook> {
  const w = workerOf(p);
  const row = await currentHandbookOf(deps, p, w.partnerId);
  if (!row) throw notFound('No employee handbook has been published yet');
  if (row.h.id !== body.handbook_id) throw conflict('A newer handbook was published: open it and read it first');
  const bytes = await deps.storage.get(row.storageKey);
  const fileHash = bytes ? sha256(bytes) : null;
  if (fileHash === null || fileHash !== row.h.sha256)
    throw conflict('The handbook file cannot be verified: ask your employer to publish it again');
  if (body.sha256 !== fileHash)
    throw conflict('The handbook differs from the one shown: reload the page and read it again');
  await deps.db.transaction(async (tx) => {
    const wrote = await insertAck(tx, {
      handbookId: row.h.id,
      contractorId: w.contractorId,
      partnerId: w.partnerId,
      userId: p.userId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      fileSha256: fileHash,
      acknowledgedAt: deps.clock.now(),
    });
    if (wrote)
      await auditAs(tx, p, meta.ip, {
        action: 'handbook_acknowledged',
        entityType: 'handbook',
        entityId: row.h.id,
        metadata: { version: row.h.version, file_sha256: fileHash },
      });
  });
  return myHandbook(deps, p);
}
