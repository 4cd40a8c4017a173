/**
 * Demo organizations, people and placements: several clients per partner, end clients,
 * work locations in TX, CA, NY and Ontario, jobs, benefit plans, contractors of every classification
 * with live assignments and effective-dated rates, rate settings and a GSA per-diem sample. Tax ids
 * are fake but valid in form, and stored exactly like real ones (encrypted, masked, blind-indexed).
 */
import { eq, inArray } from 'drizzle-orm';
import {
  CLASSIFICATION_QUESTIONS,
  recommendClassification,
  type ClassificationAnswers,
  type TaxIdType,
} from '@app/domain';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import { taxIdColumnsOf } from '../../lib/tax-id.js';
import type { DbOrTx } from '../client.js';
import {
  assignmentRates,
  assignments,
  clients,
  contractors,
  corpToCorps,
  departments,
  endClients,
  gsaRates,
  jobs,
  partnerBenefits,
  rateSettings,
  workerClassifications,
  workersCompCodes,
  workLocations,
  users,
} from '../schema/index.js';

export interface DemoIds {
  acme: string;
  beacon: string;
  globex: string;
  initech: string;
  casey: string;
  nina: string;
  bruno: string;
}

const address = (line1: string, city: string, state: string, zipcode: string, country: 'US' | 'CA' = 'US') => ({
  streetAddressLine1: line1,
  city,
  state,
  zipcode,
  country,
});

export async function seedDemoPlacements(tx: DbOrTx, crypto: FieldCrypto, ids: DemoIds) {
  const tax = (type: TaxIdType, value: string) => taxIdColumnsOf(crypto, { type, value });

  // More clients, so lists show several rows per partner.
  const [umbrella, stark, wayne] = await tx
    .insert(clients)
    .values([
      {
        partnerId: ids.acme,
        name: 'Umbrella Health',
        paymentTermsNetDays: 45,
        billingEmail: 'ap@umbrella.example',
        requiresBackgroundCheck: true,
        ...address('500 S Grand Ave', 'Los Angeles', 'CA', '90071'),
        ...tax('ein', '94-1234567'),
      },
      {
        partnerId: ids.acme,
        name: 'Stark Logistics',
        paymentTermsNetDays: 15,
        billingEmail: 'payables@stark.example',
        requiresSignatureForApproval: true,
        // New York work is taxable but its rate is unconfirmed (decision 0036): Stark holds an exemption.
        salesTaxExempt: true,
        salesTaxExemptionCertificate: 'NY ST-120 on file (demo)',
        ...address('200 Park Ave', 'New York', 'NY', '10166'),
        ...tax('ein', '13-7654321'),
      },
      {
        partnerId: ids.beacon,
        name: 'Wayne Foods',
        paymentTermsNetDays: 30,
        billingEmail: 'ap@waynefoods.example',
        ...address('1000 Main St', 'Houston', 'TX', '77002'),
        ...tax('ein', '76-1112223'),
      },
    ])
    .returning({ id: clients.id });

  const [globexRetail] = await tx
    .insert(endClients)
    .values([
      {
        partnerId: ids.acme,
        clientId: ids.globex,
        name: 'Globex Retail Division',
        ...address('1 Retail Way', 'Austin', 'TX', '78702'),
      },
      {
        partnerId: ids.beacon,
        clientId: ids.initech,
        name: 'Initech Federal',
        ...address('4120 Freidrich Ln', 'Austin', 'TX', '78744'),
      },
    ])
    .returning({ id: endClients.id });

  const [austin, losAngeles, newYork, toronto, dallas, houston, sanJose] = await tx
    .insert(workLocations)
    .values([
      {
        partnerId: ids.acme,
        clientId: ids.globex,
        name: 'Globex Austin HQ',
        timezone: 'America/Chicago',
        ...address('100 Congress Ave', 'Austin', 'TX', '78701'),
      },
      {
        partnerId: ids.acme,
        clientId: umbrella!.id,
        name: 'Umbrella LA Clinic',
        timezone: 'America/Los_Angeles',
        ...address('500 S Grand Ave', 'Los Angeles', 'CA', '90071'),
      },
      {
        partnerId: ids.acme,
        clientId: stark!.id,
        name: 'Stark Midtown',
        timezone: 'America/New_York',
        ...address('200 Park Ave', 'New York', 'NY', '10166'),
      },
      {
        partnerId: ids.acme,
        clientId: ids.globex,
        name: 'Globex Toronto',
        timezone: 'America/Toronto',
        ...address('100 King St W', 'Toronto', 'ON', 'M5X 1A9', 'CA'),
      },
      {
        partnerId: ids.beacon,
        clientId: ids.initech,
        name: 'Initech Dallas',
        timezone: 'America/Chicago',
        ...address('2100 Ross Ave', 'Dallas', 'TX', '75201'),
      },
      {
        partnerId: ids.beacon,
        clientId: wayne!.id,
        name: 'Wayne Houston Plant',
        timezone: 'America/Chicago',
        ...address('1000 Main St', 'Houston', 'TX', '77002'),
      },
      {
        partnerId: ids.acme,
        clientId: ids.globex,
        name: 'Globex San Jose',
        timezone: 'America/Los_Angeles',
        ...address('150 S 1st St', 'San Jose', 'CA', '95113'),
      },
    ])
    .returning({ id: workLocations.id });

  const [engineering] = await tx
    .insert(departments)
    .values([
      { partnerId: ids.acme, clientId: ids.globex, name: 'Engineering', code: 'ENG' },
      { partnerId: ids.acme, clientId: ids.globex, name: 'Warehouse', code: 'WHS' },
      { partnerId: ids.beacon, clientId: ids.initech, name: 'TPS Reports', code: 'TPS' },
    ])
    .returning({ id: departments.id });

  const codes = await tx.select({ id: workersCompCodes.id, code: workersCompCodes.code }).from(workersCompCodes);
  const wc = (code: string) => codes.find((c) => c.code === code)!.id;
  const [developer, warehouse, consultant, analyst, designer, supportEor, beaconConsultant, controller] = await tx
    .insert(jobs)
    .values([
      {
        partnerId: ids.acme,
        clientId: ids.globex,
        title: 'Software Developer',
        classification: 'w-2',
        workersCompCodeId: wc('8810'),
      },
      {
        partnerId: ids.acme,
        clientId: umbrella!.id,
        title: 'Medical Receptionist',
        classification: 'w-2',
        workersCompCodeId: wc('8832'),
      },
      {
        partnerId: ids.acme,
        clientId: stark!.id,
        title: 'Logistics Consultant',
        classification: 'independent_contractor',
        isTravel: true,
      },
      {
        partnerId: ids.acme,
        clientId: ids.globex,
        title: 'Data Analyst (Canada)',
        classification: 'canada_t4',
        workersCompCodeId: wc('8810'),
      },
      {
        partnerId: ids.acme,
        clientId: ids.globex,
        title: 'Product Designer (International)',
        classification: 'international_ic',
      },
      {
        partnerId: ids.acme,
        clientId: stark!.id,
        title: 'Support Engineer (EOR)',
        classification: 'international_eor',
      },
      {
        partnerId: ids.beacon,
        clientId: ids.initech,
        title: 'Systems Consultant',
        classification: 'independent_contractor',
      },
      {
        partnerId: ids.beacon,
        clientId: wayne!.id,
        title: 'Plant Controller',
        classification: 'w-2',
        workersCompCodeId: wc('8810'),
        salaried: true,
      },
    ])
    .returning({ id: jobs.id });

  const [northwind] = await tx
    .insert(corpToCorps)
    .values({
      partnerId: ids.acme,
      name: 'Northwind Consulting LLC',
      contactName: 'Nora West',
      contactEmail: 'billing@northwind.example',
      ...address('77 Lake St', 'Chicago', 'IL', '60601'),
      ...tax('ein', '36-4445556'),
    })
    .returning({ id: corpToCorps.id });

  // Tax ids for the people created by the base seed.
  const person = (id: string, type: TaxIdType, value: string, dob: string, addr: ReturnType<typeof address>) =>
    tx
      .update(contractors)
      .set({ ...tax(type, value), dateOfBirth: dob, ...addr, status: 'active' })
      .where(eq(contractors.id, id));
  await person(ids.casey, 'ssn', '123-45-6789', '1990-04-12', address('12 Elm St', 'Austin', 'TX', '78704'));
  await person(ids.bruno, 'ssn', '234-56-7890', '1985-09-30', address('9 Oak Ave', 'Dallas', 'TX', '75204'));
  await tx
    .update(contractors)
    .set({
      ...tax('ssn', '345-67-8901'),
      dateOfBirth: '1998-01-20',
      ...address('40 Vine St', 'Los Angeles', 'CA', '90028'),
    })
    .where(eq(contractors.id, ids.nina));

  const more = await tx
    .insert(contractors)
    .values([
      {
        partnerId: ids.acme,
        firstName: 'Ian',
        lastName: 'Independent',
        email: 'ian@indie.example',
        classification: 'independent_contractor',
        status: 'active',
        ...tax('ssn', '456-78-9012'),
        ...address('5 Hudson St', 'New York', 'NY', '10013'),
      },
      {
        partnerId: ids.acme,
        firstName: 'Carla',
        lastName: 'Corp',
        email: 'carla@northwind.example',
        classification: 'independent_contractor',
        status: 'active',
        corpToCorpId: northwind!.id,
        ...tax('ssn', '567-89-0123'),
        ...address('77 Lake St', 'Chicago', 'IL', '60601'),
      },
      {
        partnerId: ids.acme,
        firstName: 'Tom',
        lastName: 'Tremblay',
        email: 'tom@tremblay.example',
        classification: 'canada_t4',
        status: 'active',
        ...tax('sin', '046 454 286'),
        ...address('25 Bay St', 'Toronto', 'ON', 'M5J 2N8', 'CA'),
      },
      {
        partnerId: ids.acme,
        firstName: 'Ines',
        lastName: 'Ibarra',
        email: 'ines@ibarra.example',
        classification: 'international_ic',
        status: 'active',
      },
      {
        partnerId: ids.acme,
        firstName: 'Emil',
        lastName: 'Eriksen',
        email: 'emil@eriksen.example',
        classification: 'international_eor',
        status: 'active',
      },
      {
        partnerId: ids.beacon,
        firstName: 'Wendy',
        lastName: 'Walsh',
        email: 'wendy@walsh.example',
        classification: 'w-2',
        status: 'active',
        ...tax('ssn', '678-90-1234'),
        ...address('300 Fannin St', 'Houston', 'TX', '77002'),
      },
      {
        partnerId: ids.acme,
        firstName: 'Luis',
        lastName: 'Ortega',
        email: 'luis@ortega.example',
        classification: 'w-2',
        status: 'active',
        ...tax('ssn', '789-01-2345'),
        ...address('88 Market St', 'San Jose', 'CA', '95113'),
      },
    ])
    .returning({ id: contractors.id });
  const [ian, carla, tom, ines, emil, wendy, luis] = more;

  // Two recorded assessments (/worker_classifications): one points to independence, one to employment.
  const answersPointingTo = (side: 'employee' | 'contractor') =>
    Object.fromEntries(CLASSIFICATION_QUESTIONS.map((q) => [q.key, q.yes === side])) as ClassificationAnswers;
  const assessment = (answers: ClassificationAnswers) => ({
    version: 1,
    answers,
    recommendation: recommendClassification(answers),
  });
  await tx.insert(workerClassifications).values([
    {
      partnerId: ids.acme,
      contractorId: ian!.id,
      workerName: 'Ian Independent',
      answers: assessment(answersPointingTo('contractor')),
      result: 'independent_contractor',
      notes: 'Own LLC, several clients, sets his own schedule and tools.',
    },
    {
      partnerId: ids.acme,
      contractorId: ids.casey,
      workerName: 'Casey Contractor',
      answers: assessment(answersPointingTo('employee')),
      result: 'w-2',
    },
  ]);

  const place = (
    partnerId: string,
    clientId: string,
    contractorId: string,
    jobId: string,
    workLocationId: string,
    startDate: string,
    status: 'pending' | 'live' | 'ended',
    extra: { endClientId?: string; departmentId?: string; hasWorked?: boolean } = {},
  ) => ({
    partnerId,
    clientId,
    contractorId,
    jobId,
    workLocationId,
    startDate,
    status,
    processingStatus: status === 'pending' ? ('pending' as const) : ('approved' as const),
    hasWorked: status !== 'pending',
    ...extra,
  });
  const placed = await tx
    .insert(assignments)
    .values([
      place(ids.acme, ids.globex, ids.casey, developer!.id, austin!.id, '2026-01-05', 'live', {
        endClientId: globexRetail!.id,
        departmentId: engineering!.id,
      }),
      place(ids.acme, umbrella!.id, ids.nina, warehouse!.id, losAngeles!.id, '2026-12-07', 'pending', {
        hasWorked: false,
      }),
      place(ids.acme, stark!.id, ian!.id, consultant!.id, newYork!.id, '2026-03-02', 'live'),
      place(ids.acme, stark!.id, carla!.id, consultant!.id, newYork!.id, '2026-04-06', 'live'),
      place(ids.acme, ids.globex, tom!.id, analyst!.id, toronto!.id, '2026-02-02', 'live'),
      place(ids.acme, ids.globex, ines!.id, designer!.id, austin!.id, '2026-05-04', 'live'),
      place(ids.acme, stark!.id, emil!.id, supportEor!.id, newYork!.id, '2026-06-01', 'live'),
      place(ids.beacon, ids.initech, ids.bruno, beaconConsultant!.id, dallas!.id, '2026-01-12', 'live'),
      place(ids.beacon, wayne!.id, wendy!.id, controller!.id, houston!.id, '2026-02-16', 'live'),
      // A Californian, so daily overtime shows in the demo.
      place(ids.acme, ids.globex, luis!.id, developer!.id, sanJose!.id, '2026-03-02', 'live'),
    ])
    .returning({ id: assignments.id });

  const hourly = (pay: number, bill: number) => ({
    payRate: pay.toFixed(4),
    billRate: bill.toFixed(4),
    overtimePayRate: (pay * 1.5).toFixed(4),
    overtimeBillRate: (bill * 1.5).toFixed(4),
    doubleOvertimePayRate: (pay * 2).toFixed(4),
    doubleOvertimeBillRate: (bill * 2).toFixed(4),
    holidayPayRate: (pay * 1.5).toFixed(4),
    holidayBillRate: (bill * 1.5).toFixed(4),
  });
  const [casey, ninaA, ianA, carlaA, tomA, inesA, emilA, brunoA, wendyA, luisA] = placed;
  // Who is credited with each placement (the margin by recruiter report): Rita, Acme's recruiter, placed
  // Casey, Ian and Luis; Acme's owner Paula the others; Beacon's owner Bea both of Beacon's.
  const userOf = async (email: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const credit = async (email: string, placements: ({ id: string } | undefined)[]) =>
    tx
      .update(assignments)
      .set({ createdBy: await userOf(email) })
      .where(
        inArray(
          assignments.id,
          placements.map((a) => a!.id),
        ),
      );
  await credit('recruiter@demo.test', [casey, ianA, luisA]);
  await credit('partner@demo.test', [ninaA, carlaA, tomA, inesA, emilA]);
  await credit('partner2@demo.test', [brunoA, wendyA]);
  await tx.insert(assignmentRates).values([
    { assignmentId: casey!.id, effectiveDate: '2026-01-05', ...hourly(25, 40), reason: 'Start rate' },
    { assignmentId: casey!.id, effectiveDate: '2026-07-06', ...hourly(27, 43), reason: 'Mid-year raise' },
    { assignmentId: ninaA!.id, effectiveDate: '2026-12-07', ...hourly(21, 34), reason: 'Start rate' },
    {
      assignmentId: ianA!.id,
      effectiveDate: '2026-03-02',
      payRate: '65.0000',
      billRate: '90.0000',
      reason: 'Start rate',
    },
    {
      assignmentId: carlaA!.id,
      effectiveDate: '2026-04-06',
      payRate: '70.0000',
      billRate: '95.0000',
      reason: 'Start rate',
    },
    { assignmentId: tomA!.id, effectiveDate: '2026-02-02', ...hourly(38, 58), reason: 'Start rate (CAD)' },
    { assignmentId: luisA!.id, effectiveDate: '2026-03-02', ...hourly(30, 48), reason: 'Start rate' },
    {
      assignmentId: inesA!.id,
      effectiveDate: '2026-05-04',
      payRate: '45.0000',
      billRate: '68.0000',
      reason: 'Start rate',
    },
    {
      assignmentId: emilA!.id,
      effectiveDate: '2026-06-01',
      payRate: '40.0000',
      billRate: '62.0000',
      reason: 'Start rate',
    },
    {
      assignmentId: brunoA!.id,
      effectiveDate: '2026-01-12',
      payRate: '55.0000',
      billRate: '80.0000',
      reason: 'Start rate',
    },
    {
      assignmentId: wendyA!.id,
      effectiveDate: '2026-02-16',
      annualSalary: '92000.00',
      billRate: '65.0000',
      reason: 'Start salary',
    },
  ]);

  await tx.insert(partnerBenefits).values([
    {
      partnerId: ids.acme,
      name: 'Acme Silver PPO',
      kind: 'medical',
      employeeMonthlyCost: '85.00',
      employerMonthlyCost: '420.00',
    },
    {
      partnerId: ids.acme,
      name: 'Acme Dental Plus',
      kind: 'dental',
      employeeMonthlyCost: '12.00',
      employerMonthlyCost: '30.00',
    },
    {
      partnerId: ids.acme,
      name: 'Acme Vision',
      kind: 'vision',
      employeeMonthlyCost: '5.00',
      employerMonthlyCost: '10.00',
    },
  ]);

  const from = '2026-01-01';
  const setting = (
    kind: (typeof rateSettings.$inferInsert)['kind'],
    value: string,
    more: Partial<typeof rateSettings.$inferInsert> = {},
  ) => ({ kind, value, effectiveDate: from, ...more });
  await tx.insert(rateSettings).values([
    setting('overtime_multiplier', '1.5'),
    setting('double_overtime_multiplier', '2.0'),
    setting('holiday_multiplier', '1.5'),
    setting('platform_fee_percent', '3.0', { partnerId: ids.acme }),
    setting('platform_fee_percent', '2.5', { partnerId: ids.beacon }),
    // FICA, employer share for 2026 (primer section 1): 6.2% up to $184,500, Medicare 1.45% uncapped.
    setting('social_security_percent', '6.2'),
    setting('social_security_wage_base', '184500'),
    setting('medicare_percent', '1.45'),
    setting('futa_percent', '0.6'),
    setting('futa_wage_base', '7000'),
    setting('suta_percent', '2.7', { region: 'TX', note: 'New-employer rate' }),
    setting('suta_wage_base', '9000', { region: 'TX' }),
    setting('suta_percent', '3.4', { region: 'CA', note: 'New-employer rate' }),
    setting('suta_wage_base', '7000', { region: 'CA' }),
    setting('suta_percent', '4.1', { region: 'NY', note: 'New-employer rate' }),
    setting('suta_wage_base', '13000', { region: 'NY' }),
    setting('workers_comp_per_100', '0.18', { region: 'TX', workersCompCode: '8810' }),
    setting('workers_comp_per_100', '0.45', { region: 'CA', workersCompCode: '8810' }),
    setting('workers_comp_per_100', '0.21', { region: 'NY', workersCompCode: '8810' }),
    setting('workers_comp_per_100', '1.12', { region: 'CA', workersCompCode: '8832' }),
  ]);

  // A sample of the GSA FY2026 per-diem table (standard CONUS rate plus a few destinations).
  await tx.insert(gsaRates).values([
    {
      fiscalYear: 2026,
      state: 'US',
      destination: 'Standard CONUS rate',
      lodging: '110.00',
      mealsAndIncidentals: '68.00',
    },
    {
      fiscalYear: 2026,
      state: 'TX',
      destination: 'Austin',
      county: 'Travis',
      lodging: '176.00',
      mealsAndIncidentals: '79.00',
    },
    {
      fiscalYear: 2026,
      state: 'TX',
      destination: 'Dallas',
      county: 'Dallas',
      lodging: '171.00',
      mealsAndIncidentals: '74.00',
    },
    {
      fiscalYear: 2026,
      state: 'CA',
      destination: 'Los Angeles',
      county: 'Los Angeles / Orange / Ventura',
      lodging: '191.00',
      mealsAndIncidentals: '86.00',
    },
    {
      fiscalYear: 2026,
      state: 'NY',
      destination: 'New York City',
      county: 'Bronx / Kings / New York / Queens / Richmond',
      seasonBegin: 'October',
      seasonEnd: 'December',
      lodging: '286.00',
      mealsAndIncidentals: '92.00',
    },
    {
      fiscalYear: 2026,
      state: 'IL',
      destination: 'Chicago',
      county: 'Cook / Lake',
      lodging: '208.00',
      mealsAndIncidentals: '92.00',
    },
  ]);
}
