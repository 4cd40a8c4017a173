/**
 * Demo onboarding: everyone but the new hire finished onboarding the way a user does, each step
 * submitted through the onboarding service as that user, so every completed step has the record its
 * rule asks for (forms, click-through acceptances, Casey's I-9, benefit election and approved identity
 * check). Then what follows onboarding in the app: staff complete Casey's I-9 section 2, Casey adds
 * his direct deposit account — paid to since January, so on file from before prenotes were sent and counted
 * cleared, as the migration counted every such account (decision 0067) — and Globex's owner accepts the
 * client services addendum.
 */
import { eq } from 'drizzle-orm';
import { bankAccountSchema, i9Section2Schema, onboardingStepDef, type OnboardingStep } from '@app/domain';
import { requirementsOf } from '../../lib/principal.js';
import { textHashOf } from '../../modules/agreements/agreement-text.js';
import { seedOnboardingTemplates } from '../../modules/agreements/onboarding-agreements.service.js';
import { acceptOrgAgreement } from '../../modules/agreements/org-agreements.service.js';
import { saveBankAccount } from '../../modules/direct-deposit/direct-deposit.service.js';
import { completeSection2 } from '../../modules/i9-forms/i9-forms.service.js';
import { activePlans, i9ForContractor } from '../../modules/onboarding/onboarding.repository.js';
import { recordStep } from '../../modules/onboarding/onboarding.service.js';
import { bankAccounts, onboardingCompletions } from '../schema/index.js';
import { DEMO_IP, withRealClock, type DemoActors } from './demo-actors.js';

/**
 * A demo worker's deposit accounts on file from before prenotes were sent: cleared without one, as decision
 * 0067's migration counted the accounts it found (they had taken live credits).
 */
export async function onFileBeforePrenotes(deps: DemoActors['deps'], userId: string) {
  await deps.db.update(bankAccounts).set({ prenoteStatus: 'cleared' }).where(eq(bankAccounts.userId, userId));
}

/** A form step's answers as the user types them; click-throughs accept the text shown. */
type Answers = Partial<Record<OnboardingStep, Record<string, unknown>>>;

/**
 * Submits every required step of `email`, in order, as the onboarding routes do (the body parsed with
 * the step's schema first). The final acknowledgement refuses unless every other step is complete.
 */
async function completeOnboarding(actors: DemoActors, email: string, answers: Answers) {
  // Signing a click-through dates its agreement: on the real clock, so the seed never reads the app's.
  const deps = withRealClock(actors.deps);
  let p = await actors.as(email);
  for (const step of requirementsOf(p.context).required) {
    const def = onboardingStepDef(step);
    const body =
      def.kind === 'clickthrough' ? { accepted: true, text_hash: textHashOf(def.agreement!) } : answers[step];
    if (!body) throw new Error(`Demo seed: no answers for ${email}'s onboarding step ${step}`);
    if (step === 'final_acknowledge') {
      const done = await deps.db
        .select({ step: onboardingCompletions.step })
        .from(onboardingCompletions)
        .where(eq(onboardingCompletions.userId, p.userId));
      p = actors.update(
        p,
        done.map((d) => d.step),
      );
    }
    await recordStep(deps, p, def, def.schema.parse(body) as Record<string, unknown>, DEMO_IP);
  }
}

const representatives = (first: string, last: string, title: string, email: string, phone: string): Answers => ({
  representative: { first_name: first, last_name: last, title, email, phone },
  authorized_representative: {
    signer_is_me: true,
    first_name: first,
    last_name: last,
    title,
    email,
    confirmation: true,
  },
});

export async function seedDemoOnboarding(actors: DemoActors): Promise<void> {
  // The real clock (templates, agreements' dates, the I-9's view of what is due): the seed never reads the
  // app's clock, so a test with its own clock still starts from the seeded snapshot (test/snapshot.ts).
  const deps = withRealClock(actors.deps);
  // The platform's templates of the workers' click-throughs, which their acceptances sign (decision 0084).
  await seedOnboardingTemplates(deps);
  await completeOnboarding(
    actors,
    'partner@demo.test',
    representatives('Paula', 'Partner', 'Owner', 'partner@demo.test', '512-555-0142'),
  );
  await completeOnboarding(
    actors,
    'partner2@demo.test',
    representatives('Bea', 'Beacon', 'Managing Director', 'partner2@demo.test', '214-555-0177'),
  );
  await completeOnboarding(
    actors,
    'client@demo.test',
    representatives('Clara', 'Client', 'Owner', 'client@demo.test', '512-555-0190'),
  );
  await completeOnboarding(
    actors,
    'initech@demo.test',
    representatives('Ivan', 'Initech', 'Owner', 'initech@demo.test', '512-555-0123'),
  );

  // Casey: W-2 at Acme, which offers plans; he takes the medical and dental ones.
  const casey = await actors.as('contractor@demo.test');
  const plans = await activePlans(deps.db, casey.context.contractor!.partnerId);
  const person = { first_name: 'Casey', last_name: 'Contractor', ssn: '123-45-6789' };
  await completeOnboarding(actors, 'contractor@demo.test', {
    form_w4: {
      ...person,
      filing_status: 'single',
      multiple_jobs: false,
      qualifying_children: 0,
      other_dependents: 0,
      other_credits: '',
      other_income: '',
      deductions: '',
      extra_withholding: '',
      signature: 'Casey Contractor',
    },
    form_i9: {
      ...person,
      address_line_1: '12 Elm St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78704',
      date_of_birth: '1990-04-12',
      email: 'contractor@demo.test',
      citizenship_status: 'us_citizen',
      attestation: true,
      signature: 'Casey Contractor',
    },
    'eor-related eeo': { declined: true },
    benefits_selection: {
      waived: false,
      plan_ids: plans.filter((plan) => plan.kind === 'medical' || plan.kind === 'dental').map((plan) => plan.id),
    },
    verification: {
      legal_first_name: 'Casey',
      legal_last_name: 'Contractor',
      date_of_birth: '1990-04-12',
      document_type: 'drivers_license',
      document_number: 'TX40417722',
    },
  });

  // The EOR's admin examined his passport on his first day (I-9 section 2).
  const admin = await actors.as('admin@demo.test');
  const i9 = await i9ForContractor(deps.db, casey.contractorId!);
  await completeSection2(
    deps,
    admin,
    i9!.id,
    i9Section2Schema.parse({
      documents: [
        {
          list: 'A',
          title: 'U.S. Passport',
          issuing_authority: 'U.S. Department of State',
          number: 'P31195855',
          expiration_date: '2031-06-30',
        },
      ],
      first_day_of_employment: '2026-01-05',
      employer_name: 'Ada Admin',
      employer_title: 'HR Manager',
      business_name: 'Staffwise EOR',
      attestation: true,
    }),
    DEMO_IP,
  );

  await saveBankAccount(
    deps,
    casey,
    bankAccountSchema.parse({
      account_holder: 'Casey Contractor',
      bank_name: 'Lone Star Credit Union',
      routing_number: '111000025',
      account_number: '4400123456',
      account_type: 'checking',
    }),
    DEMO_IP,
    () => Promise.reject(new Error('Demo seed: Casey has no account to replace')),
  );
  await onFileBeforePrenotes(deps, casey.userId);

  const clara = await actors.as('client@demo.test');
  await acceptOrgAgreement(deps, clara, 'client_services_addendum', textHashOf('client_services_addendum'), DEMO_IP);
}
