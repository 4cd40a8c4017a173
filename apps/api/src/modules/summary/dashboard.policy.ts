/**
 * What each user type's dashboard is made of (issue 16): the parts, in order, and its trend. Each part
 * is then shown only when the caller holds the link of the list behind it (dashboard-figures `mayOpen`),
 * so a role without billing or payroll sees none of those figures.
 */
import type { DashboardTrend } from '@app/domain';
import type { Principal } from '../../lib/principal.js';

export type DashboardPart =
  | 'pending_time'
  | 'time_this_week'
  | 'onboarding'
  | 'documents'
  | 'invoices'
  | 'receivables'
  | 'pay_now'
  | 'payroll_runs'
  | 'pay_stubs'
  | 'purchase_orders'
  | 'distributions'
  | 'referred_partners'
  | 'commissions'
  | 'spend'
  | 'referred_billing';

export function dashboardPartsOf(p: Principal): readonly DashboardPart[] {
  switch (p.userType) {
    case 'admin':
    case 'eor':
      return ['pending_time', 'onboarding', 'documents', 'invoices', 'receivables', 'payroll_runs'];
    case 'partner':
      return [
        'pending_time',
        'onboarding',
        'documents',
        'invoices',
        'payroll_runs',
        'purchase_orders',
        'distributions',
      ];
    case 'client':
      return ['pending_time', 'spend', 'invoices', 'pay_now', 'purchase_orders'];
    case 'contractor':
      return ['time_this_week', 'pending_time', 'onboarding', 'documents', 'pay_stubs'];
    case 'sales_partner':
      return ['referred_partners', 'referred_billing', 'commissions'];
  }
}

/** Staff and partners steer by margin; a client by what it spends, a sales partner by its partners' billing. */
export function dashboardTrendOf(p: Principal): DashboardTrend {
  switch (p.userType) {
    case 'admin':
    case 'eor':
    case 'partner':
      return 'margin';
    case 'client':
    case 'sales_partner':
      return 'billing';
    case 'contractor':
      return 'hours';
  }
}

/** A client's pending time is what awaits its approval, priced at the bill rate it will be billed. */
export const pricesPendingTime = (p: Principal) => p.userType === 'client';

/** Onboarding: staff and partners see who is stuck; a contractor its own steps still open. */
export const seesOwnOnboarding = (p: Principal) => p.userType === 'contractor';

/**
 * A contractor's time page is its week entry (`/timesheets?week=`), not a filterable list: its week's
 * hours link there, and its time awaiting approval has no list to open.
 */
export const entersTimeByWeek = (p: Principal) => p.userType === 'contractor';
