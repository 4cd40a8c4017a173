/**
 * The answer of GET and POST /v2/agreements/{client_services_addendum|partner_services_agreement}:
 * the agreement's exact text, the caller's organization and its latest acceptance.
 */
import { z } from 'zod';
import { AGREEMENT_KEYS } from './onboarding/texts.js';

const namedRef = z.object({ id: z.string(), name: z.string() });

export const orgAgreementViewSchema = z.object({
  /** The text as shown, with the SHA-256 an acceptance sends back. */
  agreement: z.object({
    key: z.enum(AGREEMENT_KEYS),
    title: z.string(),
    version: z.string(),
    text: z.string(),
    text_hash: z.string(),
  }),
  organization: namedRef,
  acceptance: z
    .object({
      accepted_at: z.string(),
      version: z.string(),
      text_hash: z.string(),
      accepted_by: z.object({ id: z.string(), name: z.string(), email: z.string() }),
      ip: z.string().nullable(),
    })
    .nullable(),
  /** The text accepted differs from the current version: it must be accepted again. */
  outdated: z.boolean(),
});
export type OrgAgreementView = z.infer<typeof orgAgreementViewSchema>;
