/**
 * Who does what to templates and agreements (decision 0069):
 * - templates (agreement and document): the admin writes platform templates and any partner's; a partner's
 *   users with section 6's sensitive roles write their own partner's; EOR staff read;
 * - agreements: the admin, or a partner's sensitive roles for their own workers, generate, send and void;
 * - the worker it is for signs — itself, never an admin acting as it;
 * - countersigning: a platform template's by the admin or EOR staff (the employer of record), a partner
 *   template's by that partner's sensitive roles or the admin.
 */
import {
  agreementTransition,
  AGREEMENT_ACTIONS,
  canSeeSensitive,
  type AgreementAction,
  type AgreementStatus,
} from '@app/domain';
import { forbidden, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

const partnerSensitive = (p: Principal, partnerId: string | null) =>
  p.userType === 'partner' && partnerId !== null && p.partnerId === partnerId && canSeeSensitive(p.subject);

/** Whether the caller may change a template of this owner (null: the platform) and add its versions. */
export const mayEditTemplate = (p: Principal, partnerId: string | null) =>
  p.userType === 'admin' || partnerSensitive(p, partnerId);

export function mustEditTemplate(p: Principal, partnerId: string | null): void {
  if (!mayEditTemplate(p, partnerId)) {
    throw forbidden(
      partnerId === null
        ? 'Only the platform admin changes platform templates'
        : "Only the admin or the partner's owner, managers, finance and admins change its templates",
    );
  }
}

/** Whose a new template is: the admin names a partner or none (the platform's); a partner's user its own. */
export function newTemplateOwner(p: Principal, partnerId: string | null | undefined): string | null {
  if (p.userType === 'admin') return partnerId ?? null;
  if (p.userType === 'partner') {
    if (partnerId && partnerId !== p.partnerId) {
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'A partner creates templates for itself only' }]);
    }
    mustEditTemplate(p, p.partnerId);
    return p.partnerId;
  }
  throw forbidden('Only the admin and partners create templates');
}

/** Whether a worker of this partner may be named by the caller (a partner's users: their own only). */
export const namesWorkerOf = (p: Principal, partnerId: string) =>
  p.userType === 'admin' || p.userType === 'eor' || (p.userType === 'partner' && p.partnerId === partnerId);

/** Generating, sending and voiding a worker's agreements. */
export const mayPrepareAgreements = (p: Principal, partnerId: string) =>
  p.userType === 'admin' || partnerSensitive(p, partnerId);

export function mustPrepareAgreements(p: Principal, partnerId: string): void {
  if (!mayPrepareAgreements(p, partnerId)) {
    throw forbidden("Only the admin or the partner's owner, managers, finance and admins prepare agreements");
  }
}

/** Before any worker is read: only the admin and a partner's sensitive roles generate agreements at all. */
export function mustPrepareSomeAgreements(p: Principal): void {
  if (!(p.userType === 'admin' || (p.userType === 'partner' && canSeeSensitive(p.subject)))) {
    throw forbidden("Only the admin or the partner's owner, managers, finance and admins prepare agreements");
  }
}

/** What the rules read of an agreement. */
export interface AgreementFacts {
  partnerId: string;
  /** The worker's; null for an organization's own (decision 0084), which its owner signed in onboarding. */
  contractorId: string | null;
  status: AgreementStatus;
  requiresCountersignature: boolean;
  /** The template's partner; null for a platform template. */
  templatePartnerId: string | null;
}

export const maySign = (p: Principal, a: AgreementFacts) =>
  p.userType === 'contractor' && a.contractorId !== null && p.contractorId === a.contractorId && !p.actualUserId;

export const mayCountersign = (p: Principal, a: AgreementFacts) => {
  if (p.actualUserId) return false;
  if (p.userType === 'admin') return true;
  if (a.templatePartnerId === null) return p.userType === 'eor' && canSeeSensitive(p.subject);
  return partnerSensitive(p, a.templatePartnerId) && p.partnerId === a.partnerId;
};

const WHO: Record<AgreementAction, (p: Principal, a: AgreementFacts) => boolean> = {
  send: (p, a) => mayPrepareAgreements(p, a.partnerId),
  void: (p, a) => mayPrepareAgreements(p, a.partnerId),
  sign: maySign,
  countersign: mayCountersign,
};

const REFUSAL: Record<AgreementAction, string> = {
  send: "Only the admin or the partner's owner, managers, finance and admins send agreements",
  void: "Only the admin or the partner's owner, managers, finance and admins void agreements",
  sign: 'Only the worker the agreement is for signs it, in person',
  countersign: "Only the agreement's employer countersigns it",
};

/** 403 when the caller may never do it; the status table then answers 409. */
export function mustMayAct(p: Principal, a: AgreementFacts, action: AgreementAction): void {
  if (!WHO[action](p, a)) throw forbidden(REFUSAL[action]);
}

/** The actions the caller may take on the agreement now (the page's buttons). */
export const actionsFor = (p: Principal, a: AgreementFacts): AgreementAction[] =>
  AGREEMENT_ACTIONS.filter((action) => WHO[action](p, a) && agreementTransition(a, action).ok);

/**
 * Who an onboarding click-through's agreement is with (decision 0084): a worker's own, or the organization
 * of a partner's or client's user (onboarding asks only their owners); null for anyone else.
 */
export type OnboardingParty =
  { kind: 'worker'; contractorId: string } | { kind: 'organization'; partnerId: string; clientId: string | null };

export function onboardingPartyOf(p: Principal): OnboardingParty | null {
  if (p.userType === 'contractor' && p.contractorId) return { kind: 'worker', contractorId: p.contractorId };
  if (p.userType === 'partner' && p.partnerId) return { kind: 'organization', partnerId: p.partnerId, clientId: null };
  if (p.userType === 'client' && p.partnerId && p.clientId) {
    return { kind: 'organization', partnerId: p.partnerId, clientId: p.clientId };
  }
  return null;
}
