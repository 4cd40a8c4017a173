import { useMutation } from '@tanstack/react-query';
import type { DocumentKind, DocumentUploadInput, DocumentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/api/upload-image';
import { documentsPath, useDocumentsSaved } from './document-keys';

export interface DocumentUploadBody {
  fields: Omit<DocumentUploadInput, 'filename' | 'content_base64'>;
  file: File;
}

/** Sends the file as base64 with its name (the API checks its bytes, not its name or type). */
export function useUploadDocument(kind: DocumentKind) {
  const saved = useDocumentsSaved(kind);
  return useMutation({
    mutationFn: async ({ fields, file }: DocumentUploadBody) =>
      api.post<DocumentView>(documentsPath(kind), {
        ...fields,
        filename: file.name,
        content_base64: await fileToBase64(file),
      }),
    onSuccess: saved,
  });
}
