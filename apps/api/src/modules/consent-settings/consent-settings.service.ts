/**
 * The signed-in user's consents: every known one, not granted until the user says so. Only real
 * changes move updated_at (re-saving the same answer keeps when it was decided) and are audited.
 */
import { CONSENT_KEYS, type Consent, type ConsentUpdate } from '@app/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import type { Principal } from '../../lib/principal.js';
import { consentRowsOf, upsertConsent } from './consent-settings.repository.js';

export async function consentsOf(db: DbOrTx, userId: string): Promise<Consent[]> {
  const rows = await consentRowsOf(db, userId);
  return CONSENT_KEYS.map((key) => {
    const row = rows.find((r) => r.key === key);
    return { key, granted: row?.granted ?? false, updated_at: row?.updatedAt.toISOString() ?? null };
  });
}

export async function saveConsents(db: Db, p: Principal, body: ConsentUpdate, ip: string): Promise<Consent[]> {
  const before = await consentsOf(db, p.userId);
  const changes = Object.entries(body).filter(
    ([key, granted]) => granted !== undefined && before.find((c) => c.key === key)?.granted !== granted,
  ) as [string, boolean][];
  if (changes.length > 0) {
    await db.transaction(async (tx) => {
      for (const [key, granted] of changes) await upsertConsent(tx, p.userId, key, granted);
      await auditAs(tx, p, ip, {
        action: 'consent_changed',
        entityType: 'user',
        entityId: p.userId,
        metadata: Object.fromEntries(changes),
      });
    });
  }
  return consentsOf(db, p.userId);
}
