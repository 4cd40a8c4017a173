import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, uploadsDocument, type AccessSubject, type Role, type UserType } from '@app/domain';
import { filtersByDocumentOwner, showsDocumentOwner } from './documents-access';

const subject = (userType: UserType, role: Role | null = 'owner'): AccessSubject => ({
  userType,
  role,
  partner: null,
  client: null,
  requiresW2Onboard: false,
});

/** Per user type: [owner column, owner filter, may upload] for contractor, client, employer, platform. */
const TABLE: [AccessSubject, string][] = [
  [subject('admin', 'admin'), 'YYY YYY YYY YYY'],
  [subject('eor'), 'YYY YYY YYY YYY'],
  [subject('partner'), 'YYY YYY --Y Y--'],
  [subject('partner', 'recruiter'), 'YYY YYY --- Y--'],
  [subject('contractor', null), '--Y --- --- Y--'],
  [subject('client'), '--- --Y --- Y--'],
];

describe('documents access', () => {
  it.each(TABLE)('%o: %s', (s, expected) => {
    const got = DOCUMENT_KINDS.map((kind) =>
      [showsDocumentOwner(s, kind), filtersByDocumentOwner(s, kind), uploadsDocument(s, kind)]
        .map((b) => (b ? 'Y' : '-'))
        .join(''),
    ).join(' ');
    expect(got).toBe(expected);
  });
});
