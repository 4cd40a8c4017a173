/**
 * Forms I-9 as the document verifier's queue sees them: one form (section 1 masked), section 2
 * (documents examined) and re-verifications of expiring work authorization (decision 0079), which only
 * an admin or a document verifier records (section 6, "Edit verification"). Document numbers are stored
 * encrypted; answers show the last 4. A re-verification is a new record linked to the one before; none
 * is ever edited.
 */
import type { z } from 'zod';
import {
  canEditVerification,
  type I9Detail,
  type I9DocumentView,
  type i9ReverificationSchema,
  type i9Section2Schema,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { maskValue, maskedAnswers } from '../onboarding/sensitive-fields.js';
import {
  findI9Form,
  findVisibleI9Form,
  i9RowOf,
  insertReverification,
  lastReverification,
  reverificationsOf,
  signSection2,
  type SelectedI9Form,
} from './i9-forms.repository.js';

export type I9Section2Body = z.output<typeof i9Section2Schema>;
export type I9ReverificationBody = z.output<typeof i9ReverificationSchema>;

const todayOf = (deps: AppDeps) => deps.clock.now().toISOString().slice(0, 10);

interface StoredSection2 {
  documents: (Omit<I9DocumentView, 'number_masked'> & { number_masked: string })[];
  first_day_of_employment: string;
  employer_name: string;
  employer_title: string;
  business_name: string;
  documents_ciphertext: string;
}

type Reverifications = Awaited<ReturnType<typeof reverificationsOf>>;

function detailOf(r: SelectedI9Form, reverifications: Reverifications): I9Detail {
  const s2 = r.form.section2 as StoredSection2 | null;
  return {
    ...i9RowOf(r),
    section1: maskedAnswers(r.form.section1),
    section2: s2
      ? {
          documents: s2.documents,
          first_day_of_employment: s2.first_day_of_employment,
          employer_name: s2.employer_name,
          employer_title: s2.employer_title,
          business_name: s2.business_name,
        }
      : null,
    section2_signed_by: r.signer ? { id: r.signer.id, name: `${r.signer.firstName} ${r.signer.lastName}` } : null,
    reverifications: reverifications.map(({ reverification: v, verifier }) => ({
      id: v.id,
      previous_id: v.previousId,
      document: v.document as I9DocumentView,
      previous_expires_on: v.previousExpiresOn,
      work_authorization_expires_on: v.workAuthorizationExpiresOn,
      verified_by: verifier ? { id: verifier.id, name: `${verifier.firstName} ${verifier.lastName}` } : null,
      verified_at: v.verifiedAt.toISOString(),
    })),
  };
}

async function findVisible(db: DbOrTx, p: Principal, id: string, today: string) {
  const found = await findVisibleI9Form(db, p, id, today);
  if (!found) throw notFound();
  return found;
}

async function freshDetail(deps: AppDeps, id: string): Promise<I9Detail> {
  const today = todayOf(deps);
  const [found, reverifications] = await Promise.all([findI9Form(deps.db, id, today), reverificationsOf(deps.db, id)]);
  return detailOf(found!, reverifications);
}

export async function i9FormDetail(deps: AppDeps, p: Principal, id: string): Promise<I9Detail> {
  const found = await findVisible(deps.db, p, id, todayOf(deps));
  return detailOf(found, await reverificationsOf(deps.db, found.form.id));
}

const maskedDocument = (d: I9Section2Body['documents'][number]): I9DocumentView => ({
  list: d.list,
  title: d.title,
  issuing_authority: d.issuing_authority,
  number_masked: maskValue('number', d.number, {}),
  expiration_date: d.expiration_date || null,
});

export async function completeSection2(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: I9Section2Body,
  ip: string,
): Promise<I9Detail> {
  const found = await findVisible(deps.db, p, id, todayOf(deps));
  if (!canEditVerification(p.subject)) throw forbidden('Only an admin or a document verifier completes section 2');
  if (found.form.section2SignedAt) throw conflict('Section 2 of this Form I-9 is already complete');
  const section2: StoredSection2 = {
    documents: body.documents.map(maskedDocument),
    first_day_of_employment: body.first_day_of_employment,
    employer_name: body.employer_name,
    employer_title: body.employer_title,
    business_name: body.business_name,
    documents_ciphertext: deps.crypto.encrypt(JSON.stringify(body.documents.map((d) => d.number))),
  };
  await deps.db.transaction(async (tx) => {
    // Two verifiers at once: the second finds it signed (checked again here, under the write).
    if (!(await signSection2(tx, found.form.id, section2, p.userId))) {
      throw conflict('Section 2 of this Form I-9 is already complete');
    }
    await auditAs(tx, p, ip, {
      action: 'i9_section2_completed',
      entityType: 'i9_form',
      entityId: found.form.id,
      metadata: { contractor_id: found.contractor.id, lists: body.documents.map((d) => d.list) },
    });
  });
  return freshDetail(deps, found.form.id);
}

const dateIssue = (field: string, msg: string) => unprocessable([{ loc: ['body', ...field.split('.')], msg }]);

/**
 * Re-verification (Supplement B): an admin or a document verifier examined a List A or List C document
 * showing the worker may keep working, and records the authorization's new expiry (none when it no
 * longer expires). Allowed once section 2 is complete and while an expiry is on record; the new row
 * follows the last one (a concurrent second is refused), in one transaction with its audit entry.
 */
export async function reverifyWorkAuthorization(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: I9ReverificationBody,
  ip: string,
): Promise<I9Detail> {
  const today = todayOf(deps);
  const found = await findVisible(deps.db, p, id, today);
  if (!canEditVerification(p.subject)) {
    throw forbidden('Only an admin or a document verifier re-verifies work authorization');
  }
  if (!found.form.section2SignedAt) throw conflict('Complete section 2 before re-verifying work authorization');
  if (found.expiresOn === null) {
    throw conflict('This Form I-9 records no work authorization expiry, so there is nothing to re-verify');
  }
  if (body.document.expiration_date && body.document.expiration_date <= today) {
    throw dateIssue('document.expiration_date', 'This document has expired: examine a current one');
  }
  if (body.work_authorization_expires && body.work_authorization_expires <= today) {
    throw dateIssue('work_authorization_expires', 'The new expiration date must be after today');
  }
  await deps.db.transaction(async (tx) => {
    const previous = await lastReverification(tx, found.form.id);
    const previousExpiresOn = previous ? previous.workAuthorizationExpiresOn : found.form.workAuthorizationExpiresOn;
    const newExpiry = body.work_authorization_expires || null;
    const created = await insertReverification(
      tx,
      {
        i9FormId: found.form.id,
        document: maskedDocument(body.document),
        documentNumberCiphertext: deps.crypto.encrypt(JSON.stringify(body.document.number)),
        previousExpiresOn,
        workAuthorizationExpiresOn: newExpiry,
        verifiedBy: p.userId,
        verifiedAt: deps.clock.now(),
      },
      previous,
    );
    if (!created) throw conflict('This Form I-9 was re-verified by someone else a moment ago: reload it');
    await auditAs(tx, p, ip, {
      action: 'i9_reverified',
      entityType: 'i9_form',
      entityId: found.form.id,
      metadata: {
        contractor_id: found.contractor.id,
        reverification_id: created,
        previous_id: previous?.id ?? null,
        list: body.document.list,
        previous_expires_on: previousExpiresOn,
        work_authorization_expires_on: newExpiry,
      },
    });
  });
  return freshDetail(deps, found.form.id);
}
