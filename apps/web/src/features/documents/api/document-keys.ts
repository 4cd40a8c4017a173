import { DOCUMENT_PATHS, type DocumentKind } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The API path of a kind's documents (under /v2): the page's own path. */
export const documentsPath = (kind: DocumentKind) => DOCUMENT_PATHS[kind];

/** After a change: every list of the kind is read again. */
export function useDocumentsSaved(kind: DocumentKind) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['list', documentsPath(kind)] }), [client, kind]);
}
