/**
 * Paying an approved distribution (staff; decisions 0062, 0068): the partner's default payout account in
 * the distribution's currency is credited its payable amount — a CCD entry in a NACHA file for US dollars,
 * a CPA-005 credit for Canadian dollars (payouts.service.ts) — and the distribution is paid; without such
 * an account it is failed with the reason, and may be paid again once the account is there. Nothing
 * payable: paid with no file. The sales partners' commissions on it are paid in the same transaction
 * (commission-payouts.service.ts), each failing on its own.
 */
import { mayMoveDistribution } from '@app/domain';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { payCommissionsOfDistribution } from './commission-payouts.service.js';
import { lockDistribution, updateDistribution } from './distributions.repository.js';
import { mustManageDistributions } from './distributions.policy.js';
import { distributionScope } from './distributions.scope.js';
import { distributionDetailOf } from './distributions.service.js';
import { payAndSettle } from './payouts.service.js';

export async function payDistributionIn(tx: Tx, deps: AppDeps, p: Principal, id: string, ip: string) {
  mustManageDistributions(p);
  const row = await lockDistribution(tx, id, distributionScope(p, tx));
  if (!row) throw notFound();
  if (!mayMoveDistribution(row.status, 'paid')) throw conflict(`A ${row.status} distribution cannot be paid`);
  await payAndSettle(
    tx,
    { deps, p, ip },
    { ...row, entity: 'distribution', payee: { kind: 'partner', id: row.partnerId } },
    (values) => updateDistribution(tx, id, values),
  );
  await payCommissionsOfDistribution(tx, deps, p, id, ip);
  return distributionDetailOf(tx, p, id);
}
