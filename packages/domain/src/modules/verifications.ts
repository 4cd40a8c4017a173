/**
 * GET /v2/verifications and POST /v2/verifications/:id/decision: one identity verification as the
 * document verifier's queue shows it.
 */
import { z } from 'zod';
import { VERIFICATION_STATUSES } from './onboarding/views.js';

const refSchema = z.object({ id: z.string(), name: z.string() });

export const verificationRowSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  partner: refSchema.nullable(),
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.string().nullable(),
  provider: z.string(),
  provider_reference: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: refSchema.nullable(),
});
export type VerificationRow = z.infer<typeof verificationRowSchema>;
