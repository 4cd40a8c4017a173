/**
 * Licenses (decision 0073): a worker's licenses and certifications — type, number (encrypted; its last
 * four shown masked in lists), state or province, issue and expiry dates — kept, edited and archived
 * (never deleted); the lapsed check an assignment's start runs; and the daily reminders 30 days ahead.
 */
import {
  DOCUMENT_MAX_BYTES,
  LICENSE_EXPIRY_WARNING_DAYS,
  daysUntil,
  maskLicenseNumber,
  type FileLink,
  type LicenseView,
} from '@app/domain';
import { addDays } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { activePartnerUsers, recordRemindersSent, reminderKey, remindersSent } from '../../lib/expiry-reminders.js';
import { auditAs } from '../../lib/audit.js';
import { emailOptOuts } from '../../lib/events.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { fileLinkFor } from '../../lib/file-links.js';
import { decodeBase64File, sniffDocument } from '../../lib/uploads.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import {
  LICENSE_NOTICE_ROLES,
  mustKeepLicenses,
  mustReadLicenses,
  receivesLicenseReminders,
  seesLicenseNumber,
} from './licenses.policy.js';
import {
  activeLicensesOf,
  announceExpiringLicenses,
  findLicense,
  findWorker,
  insertLicense,
  insertLicenseFile,
  licensesDueReminder,
  listLicenses,
  markLicensesReminded,
  updateLicense,
  type LicenseJoined,
} from './licenses.repository.js';
import { licenseScope, licenseWorkerScope } from './licenses.scope.js';

const todayOf = (deps: Pick<AppDeps, 'clock'>) => deps.clock.now().toISOString().slice(0, 10);
const dateText = (d: string | Date | null) =>
  d === null ? null : typeof d === 'string' ? d : d.toISOString().slice(0, 10);

function viewOf(deps: AppDeps, p: Principal, today: string, r: LicenseJoined, reveal: boolean): LicenseView {
  const l = r.l;
  const whole = reveal && seesLicenseNumber(p);
  const expiresOn = dateText(l.expiresOn)!;
  return {
    id: l.id,
    contractor: { id: l.contractorId, name: r.contractorName },
    partner: { id: l.partnerId, name: r.partnerName },
    license_type: l.licenseType,
    number: whole ? deps.crypto.decrypt(l.numberCiphertext) : maskLicenseNumber(l.numberLast4),
    number_masked: !whole,
    state: l.state,
    issued_on: dateText(l.issuedOn),
    expires_on: expiresOn,
    days_left: daysUntil(today, expiresOn),
    status: l.archivedAt ? 'archived' : 'active',
    created_at: l.createdAt.toISOString(),
    archived_at: l.archivedAt ? l.archivedAt.toISOString() : null,
    document: r.document
      ? { filename: r.document.filename, content_type: r.document.contentType, size_bytes: r.document.sizeBytes }
      : null,
  };
}

export interface LicenseListQuery extends ListRequest {
  status: 'active' | 'archived';
  expiry?: 'expiring_soon' | 'expired' | undefined;
  contractorId?: string | undefined;
}

export function licenseList(deps: AppDeps, p: Principal, q: LicenseListQuery) {
  mustReadLicenses(p);
  const today = todayOf(deps);
  return listLicenses(
    deps.db,
    { ...q, scope: licenseScope(p, deps.db), today, warnUntil: addDays(today, LICENSE_EXPIRY_WARNING_DAYS) },
    (r) => viewOf(deps, p, today, r, false),
  );
}

async function visible(db: DbOrTx, p: Principal, id: string, forUpdate = false) {
  const row = await findLicense(db, id, licenseScope(p, db), forUpdate);
  if (!row) throw notFound();
  return row;
}

export async function licenseDetail(deps: AppDeps, p: Principal, id: string) {
  mustReadLicenses(p);
  return viewOf(deps, p, todayOf(deps), await visible(deps.db, p, id), true);
}

const numberColumns = (deps: AppDeps, number: string) => {
  const clean = number.replace(/\s+/g, ' ').trim();
  return { numberCiphertext: deps.crypto.encrypt(clean), numberLast4: clean.replace(/[\s-]/g, '').slice(-4) };
};

export async function createLicense(
  deps: AppDeps,
  p: Principal,
  body: {
    contractor_id: string;
    license_type: string;
    number: string;
    state: string;
    issued_on: string | null;
    expires_on: string;
  },
  ip: string,
) {
  mustKeepLicenses(p);
  return deps.db.transaction(async (tx) => {
    const worker = await findWorker(tx, body.contractor_id, licenseWorkerScope(p, tx));
    if (!worker) throw notFound();
    const id = await insertLicense(tx, {
      partnerId: worker.partnerId,
      contractorId: worker.id,
      licenseType: body.license_type,
      ...numberColumns(deps, body.number),
      state: body.state,
      issuedOn: body.issued_on,
      expiresOn: body.expires_on,
      createdBy: p.userId,
      createdAt: deps.clock.now(),
    });
    await auditAs(tx, p, ip, {
      action: 'license_created',
      entityType: 'license',
      entityId: id,
      metadata: { contractor_id: worker.id, license_type: body.license_type },
    });
    return viewOf(deps, p, todayOf(deps), (await findLicense(tx, id, undefined))!, true);
  });
}

/** The document's bytes, checked before anything is stored: a PDF, PNG or JPEG of at most 10 MB. */
function documentBytes(content: string) {
  const fail = (msg: string) => unprocessable([{ loc: ['body', 'document', 'content_base64'], msg }]);
  const bytes = decodeBase64File(
    content,
    { maxBytes: DOCUMENT_MAX_BYTES, tooLarge: `The file must be at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB` },
    fail,
  );
  const contentType = sniffDocument(bytes);
  if (!contentType) throw fail('Upload a PDF, PNG or JPEG file');
  return { bytes, contentType };
}

export async function editLicense(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: {
    license_type?: string | undefined;
    number?: string | undefined;
    state?: string | undefined;
    issued_on?: string | null | undefined;
    expires_on?: string | undefined;
    document?: { filename: string; content_base64: string } | undefined;
  },
  ip: string,
) {
  mustKeepLicenses(p);
  // Someone who cannot see the license is answered 404 before any bytes are decoded or stored.
  await visible(deps.db, p, id);
  const upload = changes.document ? documentBytes(changes.document.content_base64) : null;
  // Stored first, then recorded in the transaction; a refused edit removes the bytes again.
  const storageKey = upload ? await deps.storage.put(upload.bytes) : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await visible(tx, p, id, true);
      if (row.l.archivedAt) throw conflict('An archived license cannot change');
      const issued = changes.issued_on !== undefined ? changes.issued_on : dateText(row.l.issuedOn);
      const expires = changes.expires_on ?? dateText(row.l.expiresOn)!;
      if (issued && issued > expires)
        throw unprocessable([{ loc: ['body', 'expires_on'], msg: 'The license must expire after it was issued' }]);
      const documentFileId =
        upload && storageKey && changes.document
          ? await insertLicenseFile(tx, {
              partnerId: row.l.partnerId,
              purpose: 'license',
              filename: changes.document.filename,
              contentType: upload.contentType,
              sizeBytes: upload.bytes.length,
              storageKey,
              createdBy: p.userId,
            })
          : undefined;
      await updateLicense(tx, id, {
        ...(changes.license_type !== undefined && { licenseType: changes.license_type }),
        ...(changes.number !== undefined && numberColumns(deps, changes.number)),
        ...(changes.state !== undefined && { state: changes.state }),
        issuedOn: issued,
        expiresOn: expires,
        // A renewed expiry is reminded of again.
        ...(changes.expires_on !== undefined && { expiryRemindedAt: null }),
        ...(documentFileId && { documentFileId }),
      });
      await auditAs(tx, p, ip, {
        action: 'license_updated',
        entityType: 'license',
        entityId: id,
        metadata: {
          fields: Object.keys(changes),
          // The document replaced stays stored: the trail names both.
          ...(documentFileId && {
            document: {
              file_id: documentFileId,
              filename: changes.document!.filename,
              content_type: upload!.contentType,
              size_bytes: upload!.bytes.length,
              replaced_file_id: row.l.documentFileId,
            },
          }),
        },
      });
      return viewOf(deps, p, todayOf(deps), (await findLicense(tx, id, undefined))!, true);
    });
  } catch (err) {
    if (storageKey) await deps.storage.remove(storageKey);
    throw err;
  }
}

/** A link of a few minutes, for the caller's session only, to the license's document; audited. */
export async function licenseFileLink(deps: AppDeps, p: Principal, id: string, ip: string): Promise<FileLink> {
  mustReadLicenses(p);
  const row = await visible(deps.db, p, id);
  if (!row.l.documentFileId) throw notFound('This license has no document on file');
  const link = await fileLinkFor(deps, p, row.l.documentFileId);
  await auditAs(deps.db, p, ip, { action: 'license_document_opened', entityType: 'license', entityId: id });
  return link;
}

/** Archiving is idempotent: an archived license answers as it is. */
export async function archiveLicense(deps: AppDeps, p: Principal, id: string, ip: string) {
  mustKeepLicenses(p);
  return deps.db.transaction(async (tx) => {
    const row = await visible(tx, p, id, true);
    if (!row.l.archivedAt) {
      await updateLicense(tx, id, { archivedAt: deps.clock.now(), archivedBy: p.userId });
      await auditAs(tx, p, ip, { action: 'license_archived', entityType: 'license', entityId: id });
    }
    return viewOf(deps, p, todayOf(deps), (await findLicense(tx, id, undefined))!, false);
  });
}

/** The start check: each required license type the worker has no active, unexpired license of on `today`. */
export async function lapsedLicenseMessages(db: DbOrTx, contractorId: string, types: string[], today: string) {
  const held = await activeLicensesOf(db, contractorId, types);
  const messages: string[] = [];
  for (const type of [...types].sort()) {
    const mine = held.filter((l) => l.licenseType === type);
    if (mine.length === 0) messages.push(`This job requires a ${type} license, and the worker has none on file`);
    else if (!mine.some((l) => l.expiresOn >= today)) {
      const last = mine
        .map((l) => l.expiresOn)
        .sort()
        .at(-1)!;
      messages.push(`The worker's ${type} license has lapsed (expired ${last}): renew it before the assignment starts`);
    }
  }
  return messages;
}

/**
 * The daily reminder: the partner's staff (not time_sheet_only) are e-mailed the licenses of their
 * workers expiring within 30 days that nobody was told about; each person is told of each license (and
 * expiry date) once — recorded after their e-mail went — and a license is marked once everyone was told.
 * A failed send leaves it for the next run, which mails only those not yet told. The same staff are told
 * in-app too, once per license and expiry date, whatever the e-mail does (decision 0081).
 */
export async function remindExpiringLicenses(deps: AppDeps, today = todayOf(deps)) {
  // In-app first, on its own once-per-license key: told even when the e-mail below fails (decision 0081).
  await deps.db.transaction((tx) =>
    announceExpiringLicenses(tx, today, LICENSE_EXPIRY_WARNING_DAYS, LICENSE_NOTICE_ROLES),
  );
  const due = await licensesDueReminder(deps.db, today, addDays(today, LICENSE_EXPIRY_WARNING_DAYS));
  if (due.length === 0) return { licenses: 0, mails: 0 };
  const staff = (await activePartnerUsers(deps.db, [...new Set(due.map((d) => d.partnerId))])).filter((u) =>
    receivesLicenseReminders(u.role),
  );
  // E-mail follows each person's preference; one who switched it off counts as told.
  const optedOut = await emailOptOuts(
    deps.db,
    'license_expiring',
    staff.map((u) => u.email),
  );
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  const unsent = new Set<string>();
  let failure: unknown = null;
  let mails = 0;
  // Who was told already (a run that failed for someone else): they are not mailed these again.
  const told = await remindersSent(
    deps.db,
    'license',
    due.map((d) => d.id),
  );
  for (const u of staff) {
    if (optedOut.has(u.email.toLowerCase())) continue;
    const mine = due.filter((d) => d.partnerId === u.partnerId && !told.has(`${d.id}|${u.id}|${d.expiresOn}`));
    if (mine.length === 0) continue;
    const lines = mine.map((d) => {
      const days = daysUntil(today, d.expiresOn);
      const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
      return `- ${d.contractorName}: ${d.licenseType} (${d.state}) expires ${d.expiresOn}, ${when}`;
    });
    try {
      await deps.mailer.send({
        to: u.email,
        subject:
          mine.length === 1
            ? `License expiring soon: ${mine[0]!.contractorName}`
            : `${mine.length} licenses expiring soon`,
        text: [
          `Hello ${u.firstName},`,
          '',
          `${mine.length === 1 ? 'This license expires' : 'These licenses expire'} within ${LICENSE_EXPIRY_WARNING_DAYS} days:`,
          '',
          ...lines,
          '',
          `Review them here: ${deps.config.publicUrl}/licenses?expiry=expiring_soon`,
          '',
        ].join('\n'),
        // Keyed by what it names and to whom, not the day: a resend of the same reminder collapses into one.
        messageId: `<license-expiry-${reminderKey(mine)}-${u.id}@${host}>`,
      });
      mails += 1;
    } catch (err) {
      failure ??= err;
      for (const d of mine) unsent.add(d.id);
      continue;
    }
    await recordRemindersSent(deps.db, 'license', u.id, mine, deps.clock.now());
  }
  const marked = await markLicensesReminded(
    deps.db,
    due.map((d) => d.id).filter((id) => !unsent.has(id)),
    deps.clock.now(),
  );
  if (failure) throw failure;
  return { licenses: marked, mails };
}
