import type { SalesPartnerView } from '@app/domain';

/** A sales partner as GET /v2/sales_partners and /v2/sales_partners/:id answer it. */
export type SalesPartnerRow = SalesPartnerView;

export const salesPartnerRevealPath = (id: string) => `/sales_partners/${id}/tax_id/reveal`;

export const commissionLabel = (percent: string) => `${percent}%`;
