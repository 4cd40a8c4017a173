/**
 * The pricing calculator: a bill rate from a pay rate by markup or by target margin (or a bill
 * rate checked), with the employer burden of the state and workers' comp code, and markup and
 * margin side by side. Pure arithmetic from @app/paybill over the settings in effect.
 */
import Decimal from 'decimal.js';
import { isSelfEmployerPartner, type JobClassification, type RatesQuote, type RatesQuoteRequest } from '@app/domain';
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

/**
 * The employer burden per hour of a pay rate for a partner's placement — the payroll engine's employer cost
 * (decision 0045) over the settings in effect — shared by the pricing and the commission calculators.
 */
export async function placementBurden(
  deps: AppDeps,
  party: { partnerId: string | null; employerKey: string },
  q: { date: string; state: string; workersCompCode: string | null; classification: JobClassification; pay: Decimal },
) {
  const scope = { date: q.date, partnerId: party.partnerId, region: q.state, workersCompCode: q.workersCompCode };
  const book = await loadBurdenBook(deps.db, [{ ...scope, employerKey: party.employerKey }]);
  const { burden, basis } = burdenFor(
    book,
    // An international quote's two letters name the country of the work.
    { ...scope, employerKey: party.employerKey, classification: q.classification, country: q.state },
    q.pay.toString(),
  );
  return { scope, settings: book.settings, burdenRates: burdenRatesFromSettings(book.settings, scope), burden, basis };
}

export async function quoteRates(deps: AppDeps, p: Principal, body: RatesQuoteRequest): Promise<RatesQuote> {
  const party = await partyOf(deps, p, body);
  const date = body.date ?? todayIso(deps.clock.now());
  const pay = new Decimal(body.pay_rate);
  // The payroll engine's employer cost per hour (decision 0045): the same for every way of quoting.
  const {
    scope,
    settings,
    burdenRates,
    burden: engineBurden,
    basis,
  } = await placementBurden(deps, party, {
    date,
    state: body.state,
    workersCompCode: body.workers_comp_code,
    classification: body.classification,
    pay,
  });
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
