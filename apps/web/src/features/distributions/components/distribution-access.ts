import { isAdminLike, seesSeveralPartners, type AccessSubject, type DistributionView } from '@app/domain';

/** Calculating and approving: platform staff (admin-like users, the API's rule). */
export const managesDistributions = (s: AccessSubject) => isAdminLike(s.userType);

/** Approve: a calculated distribution, by staff. */
export const mayApprove = (s: AccessSubject, d: Pick<DistributionView, 'status'>) =>
  managesDistributions(s) && d.status === 'calculated';

/** The list names each distribution's partner for those who see several partners' (staff, sales partners). */
export const showsPartnerColumn = (s: AccessSubject) => seesSeveralPartners(s);

/** Commissions are listed for staff and sales partners (the API answers 403 to the others). */
export const seesCommissions = (s: AccessSubject) => seesSeveralPartners(s);

/** Pay: an approved distribution (or a failed payout, again), by staff. */
export const mayPay = (s: AccessSubject, d: Pick<DistributionView, 'status'>) =>
  managesDistributions(s) && (d.status === 'approved' || d.status === 'failed');

/**
 * Pay a commission by itself (staff): one whose payout failed, or one still approved on a paid
 * distribution; otherwise it is paid with its distribution.
 */
export const mayPayCommission = (
  s: AccessSubject,
  c: Pick<DistributionView, 'status'>,
  d: Pick<DistributionView, 'status'>,
) => managesDistributions(s) && (c.status === 'failed' || (c.status === 'approved' && d.status === 'paid'));
