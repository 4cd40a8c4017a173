/**
 * Demo deductions and benefits (issue 13, decision 0052), made through their services as the users would:
 * the admin offers two platform plans (vision, section 125 with three tiers; a traditional 401(k)) and
 * enrolls Casey in vision for him and a spouse, whom Casey adds as his dependent; Beacon's owner offers
 * its own medical plan. Casey carries a child-support order and a relocation loan (entered by the admin,
 * the platform being his employer); Bruno, Beacon's worker, a payroll advance. The order and names are
 * made up.
 */
import {
  benefitDependentCreateSchema,
  benefitEnrollmentCreateSchema,
  eorBenefitCreateSchema,
  partnerBenefitCreateSchema,
  paycheckDeductionCreateSchema,
} from '@app/domain';
import { addDependent, createEorPlan, createPartnerPlan, enroll } from '../../modules/benefits/benefits.service.js';
import { createPaycheckDeduction } from '../../modules/paycheck-deductions/paycheck-deductions.service.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';
import { fixedClock } from '../../lib/clock.js';

export async function seedDemoBenefits(actors: DemoActors, ids: { casey: string; bruno: string }): Promise<void> {
  // The services read the clock only for the views they answer; a fixed day keeps the seed from asking
  // the real clock, so tests with their own clock still start from the seeded snapshot.
  const deps = { ...actors.deps, clock: fixedClock('2026-11-02T12:00:00Z') };
  const admin = await actors.as('admin@demo.test');
  const beacon = await actors.as('partner2@demo.test');
  const vision = await createEorPlan(
    deps,
    admin,
    eorBenefitCreateSchema.parse({
      name: 'Staffwise Vision',
      kind: 'vision',
      tax_treatment: 'section_125',
      tiers: [
        { tier: 'employee_only', employee_monthly_cost: '8.00', employer_monthly_cost: '12.00' },
        { tier: 'employee_spouse', employee_monthly_cost: '15.00', employer_monthly_cost: '20.00' },
        { tier: 'family', employee_monthly_cost: '22.00', employer_monthly_cost: '30.00' },
      ],
    }),
    DEMO_IP,
  );
  await createEorPlan(
    deps,
    admin,
    eorBenefitCreateSchema.parse({
      name: 'Staffwise 401(k)',
      kind: 'retirement',
      tax_treatment: 'traditional_401k',
      tiers: [{ tier: 'employee_only', employee_monthly_cost: '100.00', employer_monthly_cost: '50.00' }],
    }),
    DEMO_IP,
  );
  await createPartnerPlan(
    deps,
    beacon,
    partnerBenefitCreateSchema.parse({
      name: 'Beacon Health PPO',
      kind: 'medical',
      tax_treatment: 'section_125',
      tiers: [
        { tier: 'employee_only', employee_monthly_cost: '95.00', employer_monthly_cost: '310.00' },
        { tier: 'family', employee_monthly_cost: '240.00', employer_monthly_cost: '720.00' },
      ],
    }),
    DEMO_IP,
  );
  const enrollment = await enroll(
    deps,
    admin,
    benefitEnrollmentCreateSchema.parse({
      contractor_id: ids.casey,
      plan_source: 'eor',
      plan_id: vision.id,
      tier: 'employee_spouse',
      start_date: '2026-01-01',
    }),
    DEMO_IP,
  );
  await addDependent(
    deps,
    await actors.as('contractor@demo.test'),
    benefitDependentCreateSchema.parse({
      benefit_id: enrollment.id,
      first_name: 'Riley',
      last_name: 'Morgan',
      date_of_birth: '1991-06-14',
      gender: 'non_binary',
      relationship: 'spouse',
    }),
    DEMO_IP,
  );
  const deductions = [
    {
      by: admin,
      body: {
        contractor_id: ids.casey,
        kind: 'child_support',
        frequency: 'recurring',
        amount: '150.00',
        start_date: '2026-01-01',
        order: { case_number: 'CS-2026-0142', issuer: 'Travis County District Court', received_date: '2025-12-18' },
      },
    },
    {
      by: admin,
      body: {
        contractor_id: ids.casey,
        kind: 'loan',
        description: 'Relocation',
        frequency: 'recurring',
        amount: '50.00',
        goal_amount: '600.00',
        start_date: '2026-01-01',
      },
    },
    {
      by: beacon,
      body: {
        contractor_id: ids.bruno,
        kind: 'advance',
        frequency: 'recurring',
        amount: '100.00',
        goal_amount: '300.00',
        start_date: '2026-01-01',
      },
    },
  ];
  for (const d of deductions) {
    await createPaycheckDeduction(deps, d.by, paycheckDeductionCreateSchema.parse(d.body), DEMO_IP);
  }
}
