/**
 * Forms I-9 for staff with the document_verifier capability: the list, one form (section 1 masked),
 * and section 2 (documents examined), which only an admin or a document verifier completes
 * (section 6, "Edit verification"). Document numbers are stored encrypted; answers show the last 4.
 */
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canEditVerification, i9Section2Schema, type I9Detail, type I9DocumentView, type I9Row } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, i9Forms, partners, users } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { listQuerySchema } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { maskValue, maskedAnswers } from '../onboarding/sensitive-fields.js';
import { contractorScope as scope, queueListRoute, verifierQueueAccess } from '../verifications/verifier-queue.js';

const access = verifierQueueAccess('/i9_forms');
const query = listQuerySchema(['section1_signed_at', 'name'], {
  status: z.enum(['awaiting_section2', 'complete']).optional(),
  search: z.string().trim().max(100).optional(),
});
const params = z.object({ id: z.uuid() });
const signers = alias(users, 'signers');

function baseQuery(db: DbOrTx) {
  return db
    .select({ form: i9Forms, contractor: contractors, partner: partners, signer: signers })
    .from(i9Forms)
    .innerJoin(contractors, eq(contractors.id, i9Forms.contractorId))
    .innerJoin(partners, eq(partners.id, contractors.partnerId))
    .leftJoin(signers, eq(signers.id, i9Forms.section2SignedBy));
}
type Selected = Awaited<ReturnType<typeof baseQuery>>[number];

const rowOf = (r: Selected): I9Row => ({
  id: r.form.id,
  contractor: { id: r.contractor.id, name: `${r.contractor.firstName} ${r.contractor.lastName}` },
  partner: { id: r.partner.id, name: r.partner.name },
  citizenship_status: String((r.form.section1 as Record<string, unknown>).citizenship_status ?? ''),
  section1_signed_at: r.form.section1SignedAt.toISOString(),
  section2_signed_at: r.form.section2SignedAt?.toISOString() ?? null,
  status: r.form.section2SignedAt ? 'complete' : 'awaiting_section2',
});

interface StoredSection2 {
  documents: (Omit<I9DocumentView, 'number_masked'> & { number_masked: string })[];
  first_day_of_employment: string;
  employer_name: string;
  employer_title: string;
  business_name: string;
  documents_ciphertext: string;
}

function detailOf(r: Selected): I9Detail {
  const s2 = r.form.section2 as StoredSection2 | null;
  return {
    ...rowOf(r),
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

export async function i9FormsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  queueListRoute(app, {
    path: '/v2/i9_forms',
    link: '/i9_forms',
    tag: 'i9_forms',
    query,
    rows: baseQuery,
    counted: (db) =>
      db.select({ n: count() }).from(i9Forms).innerJoin(contractors, eq(contractors.id, i9Forms.contractorId)),
    searchIn: [contractors.firstName, contractors.lastName],
    filter: (q) =>
      q.status === 'complete'
        ? isNotNull(i9Forms.section2SignedAt)
        : q.status === 'awaiting_section2'
          ? isNull(i9Forms.section2SignedAt)
          : undefined,
    sortable: { name: contractors.lastName, section1_signed_at: i9Forms.section1SignedAt },
    defaultSort: '-section1_signed_at',
    id: i9Forms.id,
    rowOf,
    csv: {
      filename: 'i9-forms',
      columns: [
        { header: 'Contractor', value: (f) => f.contractor.name },
        { header: 'Partner', value: (f) => f.partner.name },
        { header: 'Citizenship status', value: (f) => f.citizenship_status },
        { header: 'Section 1 signed', value: (f) => f.section1_signed_at },
        { header: 'Section 2 signed', value: (f) => f.section2_signed_at },
        { header: 'Status', value: (f) => f.status },
      ],
    },
  });

  r.get('/v2/i9_forms/:id', { config: { access }, schema: { params, tags: ['i9_forms'] } }, async (req) => {
    const [found] = await baseQuery(deps.db).where(
      and(scope(mustPrincipal(req.principal)), eq(i9Forms.id, req.params.id)),
    );
    if (!found) throw notFound();
    return { data: detailOf(found) };
  });

  r.post(
    '/v2/i9_forms/:id/section2',
    { config: { access }, schema: { params, body: i9Section2Schema, tags: ['i9_forms'] } },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const [found] = await baseQuery(deps.db).where(and(scope(p), eq(i9Forms.id, req.params.id)));
      if (!found) throw notFound();
      if (!canEditVerification(p.subject)) throw forbidden('Only an admin or a document verifier completes section 2');
      if (found.form.section2SignedAt) throw conflict('Section 2 of this Form I-9 is already complete');
      const body = req.body;
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
        await tx
          .update(i9Forms)
          .set({ section2, section2SignedBy: p.userId, section2SignedAt: new Date() })
          .where(eq(i9Forms.id, found.form.id));
        await audit(tx, {
          actorUserId: p.userId,
          actualUserId: p.actualUserId,
          action: 'i9_section2_completed',
          entityType: 'i9_form',
          entityId: found.form.id,
          metadata: { contractor_id: found.contractor.id, lists: body.documents.map((d) => d.list) },
          ip: req.ip,
        });
      });
      const [after] = await baseQuery(deps.db).where(eq(i9Forms.id, found.form.id));
      return { data: detailOf(after!) };
    },
  );
}
