import { useMutation } from '@tanstack/react-query';
import type { DocumentKind, DocumentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { documentsPath, useDocumentsSaved } from './document-keys';

export function useArchiveDocument(kind: DocumentKind) {
  const saved = useDocumentsSaved(kind);
  return useMutation({
    mutationFn: (id: string) => api.post<DocumentView>(`${documentsPath(kind)}/${id}/archive`),
    onSuccess: saved,
  });
}
