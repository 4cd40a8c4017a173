/**
 * The agreement status table (issue 15, decision 0069). Section 4 of the spec lists no agreement
 * statuses, so these are ours: draft → sent → signed → countersigned (only when the template asks for a
 * countersignature), and void. Who may act is the API's policy; this table says what each action does
 * to a status, and refuses (409) an action the agreement's state does not allow.
 */
export const AGREEMENT_STATUSES = ['draft', 'sent', 'signed', 'countersigned', 'void'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  signed: 'Signed',
  countersigned: 'Countersigned',
  void: 'Void',
};

export const AGREEMENT_ACTIONS = ['send', 'sign', 'countersign', 'void'] as const;
export type AgreementAction = (typeof AGREEMENT_ACTIONS)[number];

export interface AgreementState {
  status: AgreementStatus;
  requiresCountersignature: boolean;
}

export type AgreementDecision = { ok: true; status: AgreementStatus } | { ok: false; message: string };

/** Every signature it needs is on it: the signed PDF exists from here and nothing moves it any more. */
export const isAgreementComplete = (a: AgreementState) =>
  a.status === 'countersigned' || (a.status === 'signed' && !a.requiresCountersignature);

/** Waiting for the worker's signature (what the reminders chase). */
export const awaitsSignature = (a: AgreementState) => a.status === 'sent';
/** Signed by the worker, waiting for the employer's countersignature. */
export const awaitsCountersignature = (a: AgreementState) => a.status === 'signed' && a.requiresCountersignature;

export function agreementTransition(a: AgreementState, action: AgreementAction): AgreementDecision {
  const refuse = (message: string): AgreementDecision => ({ ok: false, message });
  switch (action) {
    case 'send':
      return a.status === 'draft' ? { ok: true, status: 'sent' } : refuse('Only a draft agreement is sent');
    case 'sign':
      if (a.status === 'sent') return { ok: true, status: 'signed' };
      return refuse(
        a.status === 'draft'
          ? 'This agreement has not been sent for signature yet'
          : 'This agreement is not awaiting a signature',
      );
    case 'countersign':
      if (awaitsCountersignature(a)) return { ok: true, status: 'countersigned' };
      if (!a.requiresCountersignature) return refuse('This agreement needs no countersignature');
      return refuse('Only an agreement the worker has signed is countersigned');
    case 'void':
      if (a.status === 'void') return refuse('This agreement is already void');
      if (isAgreementComplete(a)) return refuse('A fully signed agreement cannot be voided: issue a new one instead');
      return { ok: true, status: 'void' };
  }
}

export const mayMoveAgreement = (a: AgreementState, action: AgreementAction) => agreementTransition(a, action).ok;
