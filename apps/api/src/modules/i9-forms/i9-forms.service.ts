/**
 * Forms I-9 as the document verifier's queue sees them: one form (section 1 masked) and section 2
 * (documents examined), which only an admin or a document verifier completes (section 6, "Edit
 * verification"). Document numbers are stored encrypted; answers show the last 4.
 */
import type { z } from 'zod';
import { canEditVerification, type I9Detail, type I9DocumentView, type i9Section2Schema } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { maskValue, maskedAnswers } from '../onboarding/sensitive-fields.js';
import { findI9Form, findVisibleI9Form, i9RowOf, signSection2, type SelectedI9Form } from './i9-forms.repository.js';

export type I9Section2Body = z.output<typeof i9Section2Schema>;

interface StoredSection2 {
  documents: (Omit<I9DocumentView, 'number_masked'> & { number_masked: string })[];
  first_day_of_employment: string;
  employer_name: string;
  employer_title: string;
  business_name: string;
  documents_ciphertext: string;
}

function detailOf(r: SelectedI9Form): I9Detail {
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
  };
}

async function findVisible(db: DbOrTx, p: Principal, id: string) {
  const found = await findVisibleI9Form(db, p, id);
  if (!found) throw notFound();
  return found;
}

export async function i9FormDetail(db: DbOrTx, p: Principal, id: string): Promise<I9Detail> {
  return detailOf(await findVisible(db, p, id));
}

export async function completeSection2(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: I9Section2Body,
  ip: string,
): Promise<I9Detail> {
  const found = await findVisible(deps.db, p, id);
  if (!canEditVerification(p.subject)) throw forbidden('Only an admin or a document verifier completes section 2');
  if (found.form.section2SignedAt) throw conflict('Section 2 of this Form I-9 is already complete');
  const section2: StoredSection2 = {
    documents: body.documents.map((d) => ({
      list: d.list,
      title: d.title,
      issuing_authority: d.issuing_authority,
      number_masked: maskValue('number', d.number, {}),
      expiration_date: d.expiration_date || null,
    })),
    first_day_of_employment: body.first_day_of_employment,
    employer_name: body.employer_name,
    employer_title: body.employer_title,
    business_name: body.business_name,
    documents_ciphertext: deps.crypto.encrypt(JSON.stringify(body.documents.map((d) => d.number))),
  };
  await deps.db.transaction(async (tx) => {
    await signSection2(tx, found.form.id, section2, p.userId);
    await auditAs(tx, p, ip, {
      action: 'i9_section2_completed',
      entityType: 'i9_form',
      entityId: found.form.id,
      metadata: { contractor_id: found.contractor.id, lists: body.documents.map((d) => d.list) },
    });
  });
  return detailOf((await findI9Form(deps.db, found.form.id))!);
}
