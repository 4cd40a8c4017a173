import type { DocumentKind } from '@app/domain';
import { openFileLink } from '../../../lib/api/download';
import { documentsPath } from './document-keys';

/** Asks for a link of a few minutes (the file endpoint with its jwt) and opens it in a new tab. */
export const openDocument = (kind: DocumentKind, id: string) => openFileLink(`${documentsPath(kind)}/${id}/file_link`);
