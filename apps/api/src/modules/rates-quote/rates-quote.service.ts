/**
 * The pricing calculator: a bill rate from a pay rate by markup or by target margin (or a bill
 * rate checked), with the employer burden of the state and workers' comp code, and markup and
 * margin side by side. Pure arithmetic from @app/paybill over the settings in effect.
 */
import Decimal from 'decimal.js';
import { isSelfEmployerPartner, type RatesQuote, type RatesQuoteRequest } from '@app/domain';
import {
  billFromMarkup,
  billFromTargetMargin,
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
import { employerKeyFor, PLATFORM_EMPLOYER } from '../pay-calendars/pay-calendars.service.js';
import { burdenFor, loadBurdenBook } from '../rates/employer-burden.js';
import { burdenRatesFromSettings, burdenSettings, multipliersFor, settingValue } from '../rates/rate-settings.js';
import { findPartner } from './rates-quote.repository.js';

/** The partner quoted for (its multipliers and fees) and the employer whose company taxes set SUTA and workers' comp. */
async function partyOf(deps: AppDeps, p: Principal, body: RatesQuoteRequest) {
  if (!isStaff(p)) {
    const partnerId = p.partnerId!;
    return {
      partnerId,
      employerKey: employerKeyFor({ id: partnerId, selfEmployer: isSelfEmployerPartner(p.subject) }),
    };
  }
  if (!body.partner_id) return { partnerId: null, employerKey: PLATFORM_EMPLOYER };
  const partner = await findPartner(deps.db, body.partner_id);
  if (!partner) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
  return { partnerId: partner.id, employerKey: employerKeyFor(partner) };
}

const str = (d: Decimal | null) => (d === null ? null : rateString(d));

export async function quoteRates(deps: AppDeps, p: Principal, body: RatesQuoteRequest): Promise<RatesQuote> {
  const { partnerId, employerKey } = await partyOf(deps, p, body);
  const date = body.date ?? todayIso(deps.clock.now());
  const scope = { date, partnerId, region: body.state, workersCompCode: body.workers_comp_code };
  const book = await loadBurdenBook(deps.db, [{ ...scope, employerKey }]);
  const settings = book.settings;
  const burdenRates = burdenRatesFromSettings(settings, scope);
  const pay = new Decimal(body.pay_rate);
  // The payroll engine's employer cost per hour (decision 0045): the same for every way of quoting.
  const { burden: engineBurden, basis } = burdenFor(
    book,
    // An international quote's two letters name the country of the work.
    { ...scope, employerKey, classification: body.classification, country: body.state },
    pay.toString(),
  );
  const bill =
    body.bill_rate !== undefined
      ? new Decimal(body.bill_rate)
      : body.markup_percent !== undefined
        ? billFromMarkup(pay, body.markup_percent)
        : billFromTargetMargin(pay, engineBurden.total, body.target_margin_percent!);
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
    burden: engineBurden,
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
      other: rateString(burden.other),
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
    burden_basis: basis,
    annual_hours: STANDARD_ANNUAL_HOURS,
    date,
  };
}
