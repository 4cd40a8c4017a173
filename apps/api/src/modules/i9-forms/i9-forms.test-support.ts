/** What the I-9 tests share: a partner's document verifier (none is seeded) and valid answers. */
import { eq } from 'drizzle-orm';
import { partners, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { hashPassword } from '../../lib/crypto.js';
import type { TestApp } from '../../test/test-app.js';
import { I9 } from '../onboarding/onboarding.test-support.js';

/** A partner user with the document_verifier role; answers its user id. */
export async function addDocumentVerifier(t: TestApp, partnerName: string, email: string): Promise<string> {
  const [partner] = await t.database.db.select().from(partners).where(eq(partners.name, partnerName));
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD, t.config.passwordHashing),
      firstName: 'Dora',
      lastName: 'Verifier',
      role: 'document_verifier',
      partnerId: partner!.id,
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  return user!.id;
}

/** Nina's section 1 as a noncitizen authorized to work until `expires`. */
export const authorizedI9 = (expires: string) => ({
  ...I9,
  citizenship_status: 'authorized_alien',
  uscis_number: 'A12345678',
  work_authorization_expires: expires,
});

export const SECTION2 = {
  documents: [
    {
      list: 'A',
      title: 'Employment Authorization Document',
      issuing_authority: 'USCIS',
      number: 'EAD1234567',
      expiration_date: '',
    },
  ],
  first_day_of_employment: '2026-12-07',
  employer_name: 'Dora Verifier',
  employer_title: 'Document verifier',
  business_name: 'Acme Staffing',
  attestation: true,
};

export const reverification = (expires: string, number = 'EAD7654321') => ({
  document: {
    list: 'A',
    title: 'Employment Authorization Document',
    issuing_authority: 'USCIS',
    number,
    expiration_date: expires,
  },
  work_authorization_expires: expires,
  attestation: true,
});
