import type { PartnerView } from '@app/domain';

/** A partner as GET /v2/partners and /v2/partners/:id answer it. */
export type PartnerRow = PartnerView;

export const partnerRevealPath = (id: string) => `/partners/${id}/tax_id/reveal`;
