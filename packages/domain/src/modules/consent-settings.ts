/** The signed-in user's consents (/v2/consent_settings). */
import { z } from 'zod';
import { changesSomething } from '../validators.js';

export const CONSENT_KEYS = ['marketing_emails', 'sms_notifications', 'product_analytics'] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];
export const CONSENT_LABELS: Record<ConsentKey, { label: string; description: string }> = {
  marketing_emails: { label: 'Marketing e-mails', description: 'News about the product and offers.' },
  sms_notifications: { label: 'SMS notifications', description: 'Text messages about approvals and payments.' },
  product_analytics: { label: 'Product analytics', description: 'Anonymous usage data that helps us improve.' },
};

export const consentSchema = z.object({
  key: z.enum(CONSENT_KEYS),
  granted: z.boolean(),
  /** Null until the user first decides (not granted by default). */
  updated_at: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentUpdateSchema = z
  .object(
    Object.fromEntries(CONSENT_KEYS.map((k) => [k, z.boolean().optional()])) as Record<
      ConsentKey,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict()
  .refine(changesSomething, 'Change at least one consent');
export type ConsentUpdate = z.infer<typeof consentUpdateSchema>;
