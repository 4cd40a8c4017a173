import type { AgreementListView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { AGREEMENTS_PATH } from './agreement-keys';

/** The list's filters (agreementFilters in @app/domain): the URL and the API read the same names. */
const AGREEMENT_FILTER_KEYS = ['status', 'search', 'contractor_id', 'template_id', 'partner_id'] as const;

export const useAgreementsList = () =>
  useListQuery<AgreementListView>({
    path: AGREEMENTS_PATH,
    filterKeys: AGREEMENT_FILTER_KEYS,
    defaultSort: '-created_at',
  });
