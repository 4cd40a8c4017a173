import { canAddAdjustments, seesSeveralPartners, type AccessSubject, type AdjustmentView } from '@app/domain';

/** Who adds adjustments: a self-funded or self-employer partner for its clients, and admin-like staff (the API's rule). */
export const addsAdjustments = (s: AccessSubject) => canAddAdjustments(s);

/** The list names each adjustment's partner for those who see several partners' adjustments. */
export const showsPartnerColumn = (s: AccessSubject) => seesSeveralPartners(s);

/** Void: a pending adjustment (no invoice has charged it yet), by one who adds adjustments. */
export const mayVoid = (s: AccessSubject, adjustment: Pick<AdjustmentView, 'status'>) =>
  addsAdjustments(s) && adjustment.status === 'pending';
