import type { CorpToCorpView } from '@app/domain';

/** A corp-to-corp as GET /v2/corp_to_corps and /v2/corp_to_corps/:id answer it. */
export type CorpToCorpRow = CorpToCorpView;

export const CORP_TO_CORPS_PATH = '/corp_to_corps';
export const corpToCorpRevealPath = (id: string) => `/corp_to_corps/${id}/tax_id/reveal`;
