/** GET/PUT /v2/consent_settings: the signed-in user's consents, each with when it was last decided. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONSENT_KEYS, consentUpdateSchema, type Consent } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { consentSettings } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { mustPrincipal } from '../../plugins/auth.js';

const ACCESS = { access: {} };

/** Every known consent, not granted until the user says so. */
async function consentsOf(db: DbOrTx, userId: string): Promise<Consent[]> {
  const rows = await db.select().from(consentSettings).where(eq(consentSettings.userId, userId));
  return CONSENT_KEYS.map((key) => {
    const row = rows.find((r) => r.key === key);
    return { key, granted: row?.granted ?? false, updated_at: row?.updatedAt.toISOString() ?? null };
  });
}

export async function consentSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  r.get('/v2/consent_settings', { config: ACCESS, schema: { tags: ['consent_settings'] } }, async (req) => ({
    data: await consentsOf(db, mustPrincipal(req.principal).userId),
  }));

  r.put(
    '/v2/consent_settings',
    { config: ACCESS, schema: { body: consentUpdateSchema, tags: ['consent_settings'] } },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const before = await consentsOf(db, p.userId);
      // Only real changes move updated_at: re-saving the same answer keeps when it was decided.
      const changes = Object.entries(req.body).filter(
        ([key, granted]) => granted !== undefined && before.find((c) => c.key === key)?.granted !== granted,
      ) as [string, boolean][];
      if (changes.length > 0) {
        await db.transaction(async (tx) => {
          for (const [key, granted] of changes) {
            const updatedAt = new Date();
            await tx
              .insert(consentSettings)
              .values({ userId: p.userId, key, granted, updatedAt })
              .onConflictDoUpdate({
                target: [consentSettings.userId, consentSettings.key],
                set: { granted, updatedAt },
              });
          }
          await audit(tx, {
            actorUserId: p.userId,
            actualUserId: p.actualUserId,
            action: 'consent_changed',
            entityType: 'user',
            entityId: p.userId,
            metadata: Object.fromEntries(changes),
            ip: req.ip,
          });
        });
      }
      return { data: await consentsOf(db, p.userId) };
    },
  );
}
