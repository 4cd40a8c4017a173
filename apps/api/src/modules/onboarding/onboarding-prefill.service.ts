/**
 * Prefilling a later onboarding form from what the user already gave (decision 0107). The user's
 * personal facts (name, address, date of birth, contact) are read from their own W-4, I-9 and (an
 * individual's) W-9 — the latest answer wins — and handed back under the names the asking step uses. The SSN never
 * leaves the server: the answer says only that one is on file (last four), and a step sent with
 * `use_ssn_on_file` gets the stored number copied in here, decrypted and encrypted again server-side.
 */
import { isValidSsn, type OnboardingPrefill, type OnboardingStep, type OnboardingStepDef } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import { unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { i9ForContractor, latestFormsOf } from './onboarding.repository.js';
import { decryptSensitive } from './sensitive-fields.js';

const PERSONAL_FACTS = [
  'first_name',
  'last_name',
  'middle_initial',
  'other_last_names',
  'address_line_1',
  'city',
  'state',
  'zipcode',
  'date_of_birth',
  'email',
  'phone',
] as const;
type Fact = (typeof PERSONAL_FACTS)[number];
type Facts = Partial<Record<Fact, string>>;
type Rule = (facts: Facts) => string | undefined;

const fact =
  (key: Fact): Rule =>
  (facts) =>
    facts[key];
const same = (...keys: Fact[]) => Object.fromEntries(keys.map((k) => [k, fact(k)])) as Record<string, Rule>;

/** For each step that asks again: its field → the fact it is (the verification says "legal" name, the W-9 one name). */
const PREFILL_RULES: Partial<Record<OnboardingStep, Record<string, Rule>>> = {
  form_w4: same('first_name', 'last_name'),
  form_i9: same(...PERSONAL_FACTS),
  w9: {
    name: (f) => (f.first_name && f.last_name ? `${f.first_name} ${f.last_name}` : undefined),
    ...same('address_line_1', 'city', 'state', 'zipcode'),
  },
  verification: {
    legal_first_name: fact('first_name'),
    legal_last_name: fact('last_name'),
    date_of_birth: fact('date_of_birth'),
  },
};

/** Where each step takes an SSN; only these may be sent "using the SSN on file". */
export const SSN_FIELD: Partial<Record<OnboardingStep, string>> = { form_w4: 'ssn', form_i9: 'ssn', w9: 'tin' };

/** One earlier answer of the user's: its clear fields, the encrypted rest, and when it was given. */
interface Source {
  step: OnboardingStep;
  clear: Record<string, unknown>;
  ciphertext: string | null;
  at: Date;
  /** The field of its ciphertext holding an SSN, when it holds one. */
  ssnField: string | null;
}

async function sourcesOf(db: DbOrTx, p: Principal): Promise<Source[]> {
  const forms = await latestFormsOf(db, p.userId, ['form_w4', 'w9']);
  const sources: Source[] = [];
  for (const form of forms) {
    const clear = form.data as Record<string, unknown>;
    // A business's W-9 gives the business's address and EIN, not the person's.
    if (form.step === 'w9' && clear.tax_classification !== 'individual') continue;
    // The W-9's "SSN" may be an ITIN, which a W-4 or I-9 does not take: it is never the SSN on file.
    const ssnField = form.step === 'w9' ? null : 'ssn';
    sources.push({ step: form.step, clear, ciphertext: form.sensitiveCiphertext, at: form.createdAt, ssnField });
  }
  const i9 = p.contractorId ? await i9ForContractor(db, p.contractorId) : undefined;
  if (i9?.section1SignedAt) {
    sources.push({
      step: 'form_i9',
      clear: i9.section1 as Record<string, unknown>,
      ciphertext: i9.section1SensitiveCiphertext,
      at: i9.section1SignedAt,
      ssnField: 'ssn',
    });
  }
  // Oldest first, so a later answer replaces an earlier one.
  return sources.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The masked copy kept beside each sensitive value says whether one was given (an I-9's SSN is optional). */
const maskedOf = (s: Source) =>
  s.ssnField ? ((s.clear.masked_fields as Record<string, string> | undefined)?.[s.ssnField] ?? null) : null;
const latestWithSsn = (sources: Source[]) => sources.filter((s) => maskedOf(s) !== null).at(-1) ?? null;

export async function prefillFor(db: DbOrTx, p: Principal, def: OnboardingStepDef): Promise<OnboardingPrefill> {
  const sources = await sourcesOf(db, p);
  const facts: Facts = {};
  for (const s of sources) {
    for (const key of PERSONAL_FACTS) {
      const value = s.clear[key];
      if (typeof value === 'string' && value.trim() !== '') facts[key] = value;
    }
  }
  const values: Record<string, string> = {};
  for (const [field, rule] of Object.entries(PREFILL_RULES[def.step] ?? {})) {
    const value = rule(facts);
    if (value !== undefined) values[field] = value;
  }
  const withSsn = SSN_FIELD[def.step] ? latestWithSsn(sources) : null;
  return {
    values,
    ssn_on_file: withSsn ? { last4: maskedOf(withSsn)!.replace(/\D/g, '').slice(-4), from_step: withSsn.step } : null,
  };
}

/**
 * A step sent "using the SSN on file": the number stored with the latest answer that has one is put
 * into the step's SSN field here, so it is stored (encrypted) exactly as given before. 422 if none is.
 */
export async function withSsnOnFile(
  db: DbOrTx,
  crypto: FieldCrypto,
  p: Principal,
  def: OnboardingStepDef,
  body: Record<string, unknown>,
): Promise<{ body: Record<string, unknown>; from: OnboardingStep | null }> {
  const { use_ssn_on_file: useOnFile, ...rest } = body;
  const field = SSN_FIELD[def.step];
  if (useOnFile !== true || !field) return { body: rest, from: null };
  const source = latestWithSsn(await sourcesOf(db, p));
  const ssn = source ? decryptSensitive(crypto, source.ciphertext)[source.ssnField!] : undefined;
  if (!source || typeof ssn !== 'string' || !isValidSsn(ssn)) {
    throw unprocessable([{ loc: ['body', field], msg: 'There is no SSN on file: type it' }]);
  }
  return { body: { ...rest, [field]: ssn }, from: source.step };
}
