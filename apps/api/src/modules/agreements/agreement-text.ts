/** The agreement texts of @app/domain as shown, with the SHA-256 an acceptance records. */
import { createHash } from 'node:crypto';
import { AGREEMENTS, type AcceptanceView, type AgreementKey, type AgreementView } from '@app/domain';
import type { agreementAcceptances } from '../../db/schema/index.js';

const hashes = new Map<AgreementKey, string>();

export function textHashOf(key: AgreementKey): string {
  let hash = hashes.get(key);
  if (!hash) {
    hash = createHash('sha256').update(AGREEMENTS[key].text, 'utf8').digest('hex');
    hashes.set(key, hash);
  }
  return hash;
}

export function agreementView(key: AgreementKey): AgreementView {
  const a = AGREEMENTS[key];
  return { key, title: a.title, version: a.version, text: a.text, text_hash: textHashOf(key) };
}

type AcceptanceRow = typeof agreementAcceptances.$inferSelect;

export function acceptanceView(
  row: AcceptanceRow,
  by: { id: string; firstName: string; lastName: string; email: string },
): AcceptanceView {
  return {
    accepted_at: row.acceptedAt.toISOString(),
    version: row.version,
    text_hash: row.textHash,
    accepted_by: { id: by.id, name: `${by.firstName} ${by.lastName}`, email: by.email },
    ip: row.ip,
  };
}
