import type { DocumentKind, DocumentView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { documentsPath } from './document-keys';

/** The list's filters (documentFilters in @app/domain): the URL and the API read the same names. */
const FILTER_KEYS = ['status', 'expiry', 'owner_id'] as const;

export const useDocumentsList = (kind: DocumentKind) =>
  useListQuery<DocumentView>({ path: documentsPath(kind), filterKeys: FILTER_KEYS, defaultSort: '-created_at' });
