/** Adding a rate setting: a new effective-dated row (a correction is a new row too), audited. */
import type { RateSettingCreate, RateSettingView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { todayIso } from '../assignments/today.js';
import { findPartnerName, inEffectIds, insertRateSetting, toRateSettingView } from './rates.repository.js';

export async function createRateSetting(
  deps: AppDeps,
  p: Principal,
  body: RateSettingCreate,
  ip: string,
): Promise<RateSettingView> {
  return deps.db.transaction(async (tx) => {
    let partnerName: string | null = null;
    if (body.partner_id) {
      const name = await findPartnerName(tx, body.partner_id);
      if (name === undefined) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
      partnerName = name;
    }
    const row = await insertRateSetting(tx, {
      kind: body.kind,
      partnerId: body.partner_id,
      region: body.region,
      workersCompCode: body.workers_comp_code,
      effectiveDate: body.effective_date,
      value: body.value,
      note: body.note,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'rate_setting_created',
      entityType: 'rate_setting',
      entityId: row.id,
      metadata: {
        kind: body.kind,
        partner_id: body.partner_id,
        region: body.region,
        workers_comp_code: body.workers_comp_code,
        effective_date: body.effective_date,
        value: body.value,
      },
    });
    // A row dated today or earlier supersedes its scope's row at once; a later one is scheduled.
    const inEffect = (await inEffectIds(tx, todayIso(deps.clock.now()))).has(row.id);
    return toRateSettingView({ setting: row, partnerName }, inEffect);
  });
}
