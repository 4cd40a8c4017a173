/**
 * Demo company taxes, entered through the company taxes service as the employer's own users would: the
 * platform's (by the admin) and Beacon's, the self-employer (by its owner). These are the employers' own
 * figures as they would type them in from their state notices — demo values, not statutory tables: the
 * SUTA rate each state assigned the employer and that state's wage base, and the rates its workers' comp
 * carrier charges per $100 of wages for two class codes. The FEINs and account numbers are made up.
 */
import {
  companyTaxProfileUpdateSchema,
  stateRegistrationCreateSchema,
  workersCompRateCreateSchema,
  type StateRegistrationCreateInput,
} from '@app/domain';
import { companyTaxEmployerFor } from '../../modules/company-taxes/company-taxes.policy.js';
import {
  createStateRegistration,
  createWorkersCompRate,
  updateCompanyTaxProfile,
} from '../../modules/company-taxes/company-taxes.service.js';
import { workersCompCodes } from '../schema/index.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

const YEAR = 2026;

interface EmployerFigures {
  by: string;
  legalName: string;
  fein: string;
  registrations: Omit<StateRegistrationCreateInput, 'employer_key' | 'year'>[];
  compRates: { code: string; state: string; rate_per_100: string }[];
}

const FIGURES: EmployerFigures[] = [
  {
    by: 'admin@demo.test',
    legalName: 'Staffwise EOR LLC',
    fein: '46-2718354',
    registrations: [
      { state: 'TX', account_number: '99-418273-6', suta_rate_percent: '2.7', suta_wage_base: '9000.00' },
      { state: 'CA', account_number: '904-1837-2', suta_rate_percent: '3.4', suta_wage_base: '7000.00' },
      { state: 'PA', account_number: '7731925', suta_rate_percent: '3.822', suta_wage_base: '10000.00' },
      { state: 'WA', account_number: '000418273-00-1', suta_rate_percent: '1.22', suta_wage_base: '78200.00' },
    ],
    compRates: [
      { code: '8810', state: 'TX', rate_per_100: '0.21' },
      { code: '8810', state: 'CA', rate_per_100: '0.62' },
      { code: '8742', state: 'CA', rate_per_100: '1.10' },
    ],
  },
  {
    by: 'partner2@demo.test',
    legalName: 'Beacon Talent LLC',
    fein: '83-1920374',
    registrations: [
      { state: 'TX', account_number: '99-562019-3', suta_rate_percent: '3.1', suta_wage_base: '9000.00' },
      { state: 'FL', account_number: '2918374', suta_rate_percent: '2.7', suta_wage_base: '7000.00' },
    ],
    compRates: [{ code: '8810', state: 'TX', rate_per_100: '0.19' }],
  },
];

export async function seedDemoCompanyTaxes(actors: DemoActors): Promise<void> {
  const deps = actors.deps;
  const codes = new Map(
    (await deps.db.select({ id: workersCompCodes.id, code: workersCompCodes.code }).from(workersCompCodes)).map((c) => [
      c.code,
      c.id,
    ]),
  );
  for (const f of FIGURES) {
    const p = await actors.as(f.by);
    const employer = await companyTaxEmployerFor(deps.db, p, undefined);
    const body = companyTaxProfileUpdateSchema.parse({ legal_name: f.legalName, fein: f.fein });
    await updateCompanyTaxProfile(deps, p, employer, body, DEMO_IP);
    for (const r of f.registrations) {
      const reg = stateRegistrationCreateSchema.parse({ ...r, employer_key: employer.employerKey, year: YEAR });
      await createStateRegistration(deps, p, reg, DEMO_IP);
    }
    for (const c of f.compRates) {
      const rate = workersCompRateCreateSchema.parse({
        employer_key: employer.employerKey,
        workers_comp_code_id: codes.get(c.code),
        state: c.state,
        year: YEAR,
        rate_per_100: c.rate_per_100,
      });
      await createWorkersCompRate(deps, p, rate, DEMO_IP);
    }
  }
}
