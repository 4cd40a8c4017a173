import type { AgreementDetail } from '@app/domain';
import { makeUser } from '../../../test/factories';

export const HASH = 'a'.repeat(64);
export const PDF_HASH = 'b'.repeat(64);

/** Casey's Remote Work acknowledgement, sent and awaiting her signature. */
export const agreement = (over: Partial<AgreementDetail> = {}): AgreementDetail => ({
  id: 'ag-1',
  title: 'Remote Work Policy Acknowledgement',
  status: 'sent',
  contractor: { id: 'c1', name: 'Casey Contractor' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  client: null,
  assignment: null,
  template: { id: 't1', name: 'Remote Work Policy Acknowledgement', version: 2 },
  requires_countersignature: false,
  document_hash: HASH,
  sent_at: '2026-11-20T15:00:00Z',
  signed_at: null,
  countersigned_at: null,
  voided_at: null,
  reminders_sent: 0,
  last_reminded_at: null,
  created_at: '2026-11-20T15:00:00Z',
  body: 'This acknowledgement is between Acme Staffing and Casey Contractor.\n\nYou keep company equipment secure.',
  void_reason: null,
  signatures: [],
  signed_pdf: null,
  actions: [],
  ...over,
});

export const signedAgreement = () =>
  agreement({
    status: 'signed',
    signed_at: '2026-11-21T10:00:00Z',
    signatures: [
      {
        role: 'signer',
        name: 'Casey Contractor',
        email: 'contractor@demo.test',
        signed_at: '2026-11-21T10:00:00Z',
        ip: '203.0.113.7',
        user_agent: 'Mozilla/5.0 (Test Browser)',
        document_hash: HASH,
      },
    ],
    signed_pdf: {
      sha256: PDF_HASH,
      size_bytes: 4200,
      created_at: '2026-11-21T10:00:00Z',
      filename: 'Remote-Work-Policy-Acknowledgement-signed.pdf',
    },
  });

export const contractor = makeUser({
  user_type: 'contractor',
  first_name: 'Casey',
  last_name: 'Contractor',
  links: ['/agreements', '/contractor/dashboard'],
  base_links: ['/agreements', '/contractor/dashboard'],
});
export const partnerOwner = makeUser({
  user_type: 'partner',
  links: ['/agreements', '/partner/dashboard', '/contractors'],
  base_links: ['/agreements', '/partner/dashboard', '/contractors'],
});
