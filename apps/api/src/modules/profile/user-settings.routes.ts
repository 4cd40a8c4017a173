/** GET/PUT /v2/user_settings: the signed-in user's theme and the time zone dates are shown in. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_TIMEZONE, THEMES, userSettingsUpdateSchema, type UserSettings } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { userSettings } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { mustPrincipal } from '../../plugins/auth.js';

const ACCESS = { access: {} };

async function settingsOf(db: DbOrTx, userId: string): Promise<UserSettings> {
  const rows = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const theme = value('theme');
  const timezone = value('timezone');
  const latest = rows.reduce<Date | null>((a, r) => (a && a > r.updatedAt ? a : r.updatedAt), null);
  return {
    // A stored value that is no longer valid falls back to the default rather than failing.
    theme: (THEMES as readonly unknown[]).includes(theme) ? (theme as UserSettings['theme']) : 'auto',
    timezone: typeof timezone === 'string' ? timezone : DEFAULT_TIMEZONE,
    updated_at: latest?.toISOString() ?? null,
  };
}

export async function userSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  r.get('/v2/user_settings', { config: ACCESS, schema: { tags: ['settings'] } }, async (req) => ({
    data: await settingsOf(db, mustPrincipal(req.principal).userId),
  }));

  r.put(
    '/v2/user_settings',
    { config: ACCESS, schema: { body: userSettingsUpdateSchema, tags: ['settings'] } },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const entries = Object.entries(req.body).filter(([, v]) => v !== undefined);
      await db.transaction(async (tx) => {
        for (const [key, value] of entries) {
          const updatedAt = new Date();
          await tx
            .insert(userSettings)
            .values({ userId: p.userId, key, value, updatedAt })
            .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value, updatedAt } });
        }
        await audit(tx, {
          actorUserId: p.userId,
          actualUserId: p.actualUserId,
          action: 'user_settings_changed',
          entityType: 'user',
          entityId: p.userId,
          metadata: Object.fromEntries(entries),
          ip: req.ip,
        });
      });
      return { data: await settingsOf(db, p.userId) };
    },
  );
}
