import type { ClientView } from '@app/domain';

/** A client as GET /v2/clients and /v2/clients/:id answer it. */
export type ClientRow = ClientView;

export const paymentTermsLabel = (days: number) => `Net ${days}`;
