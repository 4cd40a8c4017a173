import {
  canManageContractors,
  canSeePayroll,
  canSeeCanada,
  canSeeContractorPersonal,
  canSeeSensitive,
  canUseCorpToCorp,
  JOB_CLASSIFICATIONS,
  type AccessSubject,
  type CurrentUser,
} from '@app/domain';
import { CLASSIFICATION_LABELS, type ContractorRow } from '../api/contractor-types';

/** The API decides (same rules); the page only offers what would succeed. */
export const mayEditContractor = (s: AccessSubject) => canManageContractors(s);

/** Sensitive roles reveal the tax ids they see; a contractor its own (the API checks the row). */
export function mayRevealTaxId(user: CurrentUser, s: AccessSubject, contractor: Pick<ContractorRow, 'id'>) {
  if (s.userType === 'contractor') return user.contractor?.id === contractor.id;
  return s.userType !== 'sales_partner' && canSeeSensitive(s);
}

export const mayUseCorpToCorp = canUseCorpToCorp;

/** The employer's payroll staff read a worker's deposit accounts (masked): those who see payroll, never a client. */
export const maySeeDepositAccounts = (s: AccessSubject) =>
  (s.userType === 'admin' || s.userType === 'eor' || s.userType === 'partner') && canSeePayroll(s);

/** Classification options: Canada (T4) only for staff and Canada-enabled partners. */
export function classificationOptions(s: AccessSubject, keep?: string) {
  const canada = canSeeCanada(s);
  return JOB_CLASSIFICATIONS.filter((c) => canada || c !== 'canada_t4' || c === keep).map((value) => ({
    value,
    label: CLASSIFICATION_LABELS[value],
  }));
}

export function taxIdTypeOptions(s: AccessSubject, keep?: string) {
  const all = [
    { value: 'ssn', label: 'SSN (US social security number)' },
    { value: 'itin', label: 'ITIN (US individual taxpayer id)' },
    { value: 'ein', label: 'EIN (US employer id)' },
    { value: 'sin', label: 'SIN (Canadian social insurance number)' },
  ];
  return all.filter((o) => o.value !== 'sin' || canSeeCanada(s) || o.value === keep);
}

/** The tax id column: whoever may see contractors' personal data, sales partners never. */
export const seesContractorTaxId = (s: AccessSubject) => s.userType !== 'sales_partner' && canSeeContractorPersonal(s);

/** A client sees a contractor only once it has an assignment there: a new one is not theirs to open yet. */
export const seesContractorOnlyOncePlaced = (s: AccessSubject) => s.userType === 'client';

/** Staff and partners follow a contractor's onboarding and activity (the API answers them only). */
const followsContractors = (s: AccessSubject) =>
  s.userType === 'admin' || s.userType === 'eor' || s.userType === 'partner';

/** The workspace's Activity tab. */
export const seesContractorActivity = followsContractors;

/** The list's onboarding column. */
export const followsOnboarding = followsContractors;
