/**
 * What other modules ask of the Forms I-9 (the compliance report, decision 0099): every form the caller's
 * I-9 queue lists — the document verifier's, section 6 — with section 2's status and due date and whether
 * re-verification is due.
 */
import { hasCapability, type I9Row } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { everyQueueRow } from '../verifications/verifier-queue.js';
import { i9Queue } from './i9-forms.repository.js';

export async function i9FormList(deps: AppDeps, p: Principal): Promise<I9Row[]> {
  if (!hasCapability(p.subject, 'document_verifier')) throw forbidden('Only a document verifier reads Forms I-9');
  return everyQueueRow(deps.db, p, i9Queue, {
    defaultSort: '-section1_signed_at',
    today: deps.clock.now().toISOString().slice(0, 10),
  });
}
