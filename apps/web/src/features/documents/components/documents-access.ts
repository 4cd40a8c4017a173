/**
 * What the document pages show whom (decision 0070); who may upload and who names the owner are
 * @app/domain's rules (modules/documents.ts), which the API applies too.
 */
import { namesDocumentOwner, type AccessSubject, type DocumentKind } from '@app/domain';

/** The owner column and filter: for those who see several owners' documents of the kind. */
export const showsDocumentOwner = (s: AccessSubject, kind: DocumentKind) =>
  namesDocumentOwner(s, kind) !== 'never' || kind === 'platform';

/** Picks the owner in the filter: those who name owners when uploading. */
export const filtersByDocumentOwner = (s: AccessSubject, kind: DocumentKind) => namesDocumentOwner(s, kind) !== 'never';
