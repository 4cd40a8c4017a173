/**
 * The pricing calculator: a bill rate from a pay rate by markup or by target margin (or a bill
 * rate checked), with the employer burden of the state and workers' comp code, and markup and
 * margin side by side. Pure arithmetic from @app/paybill over the settings in effect.
 */
import Decimal from 'decimal.js';
import type { RatesQuote, RatesQuoteRequest } from '@app/domain';
import {
  billFromMarkup,
  billFromTargetMargin,
  employerBurden,
  markupToMargin,
  premiumRates,
  rateMargin,
  rateString,
  STANDARD_ANNUAL_HOURS,
} from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import { unprocessable } from '../../lib/errors.js';
import { todayIso } from '../assignments/today.js';
import { isStaff } from '../clients/clients.policy.js';
import type { Principal } from '../../lib/principal.js';
import {
  burdenRatesFromSettings,
  burdenSettings,
  loadSettings,
  multipliersFor,
  settingValue,
} from '../rates/rate-settings.js';
import { findPartnerId } from './rates-quote.repository.js';

async function partnerIdFor(deps: AppDeps, p: Principal, body: RatesQuoteRequest): Promise<string | null> {
  if (!isStaff(p)) return p.partnerId;
  if (!body.partner_id) return null;
  const id = await findPartnerId(deps.db, body.partner_id);
  if (!id) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
  return id;
}

const str = (d: Decimal | null) => (d === null ? null : rateString(d));

export async function quoteRates(deps: AppDeps, p: Principal, body: RatesQuoteRequest): Promise<RatesQuote> {
  const partnerId = await partnerIdFor(deps, p, body);
  const date = body.date ?? todayIso(deps.clock.now());
  const settings = await loadSettings(deps.db);
  const scope = { date, partnerId, region: body.state, workersCompCode: body.workers_comp_code };
  const burdenRates = burdenRatesFromSettings(settings, scope);
  const pay = new Decimal(body.pay_rate);
  const bill =
    body.bill_rate !== undefined
      ? new Decimal(body.bill_rate)
      : body.markup_percent !== undefined
        ? billFromMarkup(pay, body.markup_percent)
        : billFromTargetMargin(
            pay,
            employerBurden(pay, body.classification, burdenRates).total,
            body.target_margin_percent!,
          );
  // The same calculation as a saved assignment's margin: one function.
  const {
    burden,
    markup_percent: markup,
    ...margin
  } = rateMargin({
    pay,
    bill,
    classification: body.classification,
    burdenRates,
  });
  const multipliers = multipliersFor(settings, scope);
  const premiums = premiumRates(bill, multipliers);
  return {
    classification: body.classification,
    pay_rate: rateString(pay),
    bill_rate: rateString(bill),
    markup_percent: str(markup),
    margin_percent: str(margin.margin_percent),
    margin_before_burden_percent: markup === null ? null : str(markupToMargin(markup)),
    margin_per_hour: rateString(margin.margin_per_hour),
    burden: {
      fica: rateString(burden.fica),
      social_security: str(burden.social_security),
      medicare: str(burden.medicare),
      futa: rateString(burden.futa),
      suta: rateString(burden.suta),
      workers_comp: rateString(burden.workers_comp),
      total: rateString(burden.total),
    },
    overtime_bill_rate: rateString(premiums.overtime),
    double_overtime_bill_rate: rateString(premiums.double_overtime),
    holiday_bill_rate: rateString(premiums.holiday),
    settings: {
      ...burdenSettings(settings, scope),
      overtime_multiplier: settingValue(settings, 'overtime_multiplier', scope),
      double_overtime_multiplier: settingValue(settings, 'double_overtime_multiplier', scope),
      holiday_multiplier: settingValue(settings, 'holiday_multiplier', scope),
    },
    annual_hours: STANDARD_ANNUAL_HOURS,
    date,
  };
}
