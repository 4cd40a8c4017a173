/**
 * /v2/tax_forms (issue 14; decisions 0064 and 0065): each worker's year-end forms summed from the year's
 * non-void paychecks by `@app/paybill`'s year-end functions, their PDFs, the employer's W-3 / T4 Summary,
 * the SSA EFW2 file and the quarterly reports as CSV.
 */
import {
  TAX_FORM_LABELS,
  type EmployerFiling,
  type QuarterlyReport,
  type TaxFormKind,
  type TaxFormRow,
  type TaxFormsQuery,
  type TaxFormsView,
} from '@app/domain';
import {
  PAYROLL_TABLES,
  YearEndRefusal,
  byFiler,
  form940Of,
  form941Of,
  necOf,
  stateWageLists,
  t4Of,
  t4SummaryOf,
  w2Of,
  w3Of,
  writeEfw2,
  type Box12Code,
  type NecFigures,
  type T4DeductionBox,
  type T4Figures,
  type W2Figures,
  type YearEndLine,
  type YearEndPaycheck,
} from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { toCsv, type CsvColumn } from '../../lib/list.js';
import type { Principal } from '../../lib/principal.js';
import { employerIdentityFor } from '../company-taxes/company-taxes.service.js';
import { PLATFORM_EMPLOYER_NAME } from '../company-taxes/company-taxes.policy.js';
import { renderTaxFormPdf, type TaxFormPdf } from './tax-form-pdf.js';
import { mustFileFor, seesOwnFormsOnly } from './tax-forms.policy.js';
import {
  employeeIdentities,
  lineSources,
  linesOf,
  partnerNames,
  yearPaychecks,
  type PaycheckFilter,
  type PaycheckRow,
} from './tax-forms.repository.js';
import { taxFormPaycheckScope } from './tax-forms.scope.js';

export const yearOf = (deps: AppDeps, q: { year?: number | undefined }) => q.year ?? deps.clock.now().getUTCFullYear();

/* ---------- reading the paychecks ---------- */

interface Loaded {
  rows: PaycheckRow[];
  rowById: Map<string, PaycheckRow>;
  paychecks: YearEndPaycheck[];
  employerNames: Map<string, string>;
  partnerAddresses: Map<
    string,
    { line1: string | null; city: string | null; state: string | null; zip: string | null }
  >;
}

const prefixed = (lines: readonly { code: string }[], prefix: string) =>
  lines.filter((l) => l.code.startsWith(prefix)).map((l) => l.code.slice(prefix.length));

/**
 * Box 12 of a keyed line (decision 0064): a standing deduction by its tax treatment (401(k) → D, Roth
 * 401(k) → AA); a benefit by its plan (a retirement plan's 401(k) → D; a medical plan's employee and
 * employer shares → DD; an HSA's employer share and its employee share through section 125 → W, which
 * "includes employee pre-tax contributions through a §125 cafeteria plan" — primer part 2, section E [P20];
 * an employee's post-tax HSA contributions are not the employer's to report); a run's one-off post-tax Roth
 * 401(k) → AA. The engine's own pre-tax codes need
 * nothing (the paybill reads `traditional_401k` itself).
 */
async function lineBoxResolver(db: DbOrTx, lines: readonly { section: string; code: string }[]) {
  const src = await lineSources(db, {
    deductions: prefixed(lines, 'deduction:'),
    enrollments: [...prefixed(lines, 'benefit:'), ...prefixed(lines, 'employer_benefit:')],
    adjustments: lines.filter((l) => l.section === 'post_tax' && !l.code.includes(':')).map((l) => l.code),
  });
  const deductions = new Map(src.deductions.map((d) => [d.id, d]));
  const enrollments = new Map(src.enrollments.map((e) => [e.id, e]));
  const adjustments = new Map(src.adjustments.map((a) => [a.id, a.type]));
  const byTreatment = (t: string | null | undefined): Box12Code | null =>
    t === 'traditional_401k' ? 'D' : t === 'roth_401k' ? 'AA' : null;
  const box12 = (l: { section: string; code: string }): Box12Code | null | undefined => {
    if (l.code.startsWith('deduction:'))
      return byTreatment(deductions.get(l.code.slice('deduction:'.length))?.treatment);
    if (l.code.startsWith('employer_benefit:')) {
      const e = enrollments.get(l.code.slice('employer_benefit:'.length));
      return e?.kind === 'medical' ? 'DD' : e?.kind === 'hsa' ? 'W' : null;
    }
    if (l.code.startsWith('benefit:')) {
      const e = enrollments.get(l.code.slice('benefit:'.length));
      if (!e) return null;
      if (e.kind === 'medical') return 'DD';
      if (e.kind === 'hsa') return e.treatment === 'section_125' ? 'W' : null;
      return e.kind === 'retirement' && e.treatment === 'traditional_401k' ? 'D' : null;
    }
    if (l.section === 'post_tax') return byTreatment(adjustments.get(l.code));
    return undefined;
  };
  /**
   * T4 boxes (decision 0114): 20 an RPP contribution (a deduction treated so, a plan's employee share, the
   * engine's own `rpp` line), 44 union dues, 46 a charitable donation, 52 an employer's RPP contribution.
   */
  const t4Box = (l: { code: string }): T4DeductionBox | undefined => {
    if (l.code === 'rpp') return '20';
    if (l.code === 'union_dues') return '44';
    const [kind, id = ''] = l.code.split(':');
    if (kind === 'deduction') {
      const d = deductions.get(id);
      if (d?.kind === 'charitable_donation') return '46';
      if (d?.kind === 'union_dues') return '44';
      return d?.treatment === 'rpp' ? '20' : undefined;
    }
    if (enrollments.get(id)?.treatment !== 'rpp') return undefined;
    return kind === 'benefit' ? '20' : kind === 'employer_benefit' ? '52' : undefined;
  };
  return { box12, t4Box };
}

async function load(deps: AppDeps, p: Principal, f: Omit<PaycheckFilter, 'scope'>): Promise<Loaded> {
  const rows = await yearPaychecks(deps.db, { ...f, scope: taxFormPaycheckScope(p, deps.db) });
  const lines = await linesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const { box12, t4Box } = await lineBoxResolver(deps.db, lines);
  const byPaycheck = new Map<string, YearEndLine[]>();
  for (const l of lines) {
    const b = box12(l);
    const t4 = t4Box(l);
    const line: YearEndLine = {
      section: l.section as YearEndLine['section'],
      code: l.code,
      base: l.base,
      amount: l.amount,
      ...(b !== undefined && { box12: b }),
      ...(t4 !== undefined && { t4Box: t4 }),
    };
    const own = byPaycheck.get(l.paycheckId);
    if (own) own.push(line);
    else byPaycheck.set(l.paycheckId, [line]);
  }
  const employerKeys = [...new Set(rows.map((r) => r.employerKey))];
  const partners = await partnerNames(deps.db, employerKeys);
  return {
    rows,
    rowById: new Map(rows.map((r) => [r.id, r])),
    paychecks: rows.map((r) => ({
      id: r.id,
      employerKey: r.employerKey,
      personKey: r.personKey,
      contractorId: r.contractorId,
      classification: r.classification,
      workState: r.workState,
      checkDate: r.checkDate,
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      currency: r.currency,
      reversalOfId: r.reversalOfId,
      lines: byPaycheck.get(r.id) ?? [],
    })),
    employerNames: new Map(partners.map((x) => [x.id, x.name])),
    partnerAddresses: new Map(
      partners.map((x) => [x.id, { line1: x.streetAddressLine1, city: x.city, state: x.state, zip: x.zipcode }]),
    ),
  };
}

const employerNameOf = (l: Loaded, key: string) => l.employerNames.get(key) ?? PLATFORM_EMPLOYER_NAME;

/* ---------- the forms ---------- */

const BOX_12_LABELS: Record<Box12Code, string> = {
  D: 'Elective deferrals to a 401(k)',
  DD: 'Cost of employer-sponsored health coverage',
  W: 'Employer contributions to an HSA',
  AA: 'Designated Roth contributions to a 401(k)',
};

export const w2Boxes = (f: W2Figures) => [
  { box: '1', label: 'Wages, tips, other compensation', amount: f.box1 },
  { box: '2', label: 'Federal income tax withheld', amount: f.box2 },
  { box: '3', label: 'Social security wages', amount: f.box3 },
  { box: '4', label: 'Social security tax withheld', amount: f.box4 },
  { box: '5', label: 'Medicare wages and tips', amount: f.box5 },
  { box: '6', label: 'Medicare tax withheld', amount: f.box6 },
  ...f.box12.map((b) => ({ box: `12 ${b.code}`, label: BOX_12_LABELS[b.code], amount: b.amount })),
  ...f.box14.map((b) => ({ box: '14', label: b.label, amount: b.amount })),
  ...f.states.flatMap((s) => [
    { box: `16 ${s.state}`, label: `${s.state} state wages`, amount: s.box16 },
    { box: `17 ${s.state}`, label: `${s.state} state income tax`, amount: s.box17 },
  ]),
];
const necBoxes = (f: NecFigures) => [
  { box: '1', label: 'Nonemployee compensation', amount: f.box1 },
  { box: '4', label: 'Federal income tax withheld', amount: f.box4 },
];
const otherT4Boxes: [string, string, (f: T4Figures) => string][] = [
  ['20', 'RPP contributions', (f) => f.box20],
  ['44', 'Union dues', (f) => f.box44],
  ['46', 'Charitable donations', (f) => f.box46],
  ['52', 'Pension adjustment', (f) => f.box52],
];
const t4Boxes = (f: T4Figures) => [
  { box: '14', label: 'Employment income', amount: f.box14 },
  { box: '16', label: "Employee's CPP contributions", amount: f.box16 },
  { box: '16A', label: "Employee's second CPP contributions", amount: f.box16a },
  { box: '18', label: "Employee's EI premiums", amount: f.box18 },
  { box: '22', label: 'Income tax deducted', amount: f.box22 },
  { box: '24', label: 'EI insurable earnings', amount: f.box24 },
  { box: '26', label: 'CPP pensionable earnings', amount: f.box26 },
  // "Other information" boxes: each shown when it holds an amount.
  ...otherT4Boxes.flatMap(([box, label, amount]) => (Number(amount(f)) > 0 ? [{ box, label, amount: amount(f) }] : [])),
];

interface Figured {
  kind: TaxFormKind;
  group: YearEndPaycheck[];
  figures: W2Figures | NecFigures | T4Figures | null;
  refusal: string | null;
}

/** Every form of every person with every employer in the paychecks: W-2, 1099-NEC and T4 as they apply. */
function figureAll(paychecks: readonly YearEndPaycheck[], year: number): Figured[] {
  const out: Figured[] = [];
  for (const group of byFiler(paychecks)) {
    const attempt = (kind: TaxFormKind, of: () => Figured['figures']) => {
      try {
        const figures = of();
        if (figures) out.push({ kind, group, figures, refusal: null });
      } catch (e) {
        if (!(e instanceof YearEndRefusal)) throw e;
        out.push({ kind, group, figures: null, refusal: e.message });
      }
    };
    attempt('w2', () => w2Of(group, year));
    attempt('1099_nec', () => necOf(group, year));
    attempt('t4', () => t4Of(group, year, PAYROLL_TABLES.canada[year]));
  }
  return out;
}

/** The group's latest paycheck row (the rows and the groups are in check date order). */
const latestRow = (l: Loaded, f: Figured) => l.rowById.get(f.group.at(-1)!.id)!;

function rowOf(l: Loaded, year: number, f: Figured): TaxFormRow {
  const first = f.group[0]!;
  // The latest paycheck's contractor record names the form (a person may have several records).
  const latest = latestRow(l, f);
  const boxes =
    f.figures === null
      ? []
      : f.kind === 'w2'
        ? w2Boxes(f.figures as W2Figures)
        : f.kind === '1099_nec'
          ? necBoxes(f.figures as NecFigures)
          : t4Boxes(f.figures as T4Figures);
  return {
    id: `${f.kind}.${first.employerKey}.${latest.contractorId}`,
    kind: f.kind,
    year,
    employer_key: first.employerKey,
    employer_name: employerNameOf(l, first.employerKey),
    contractor: { id: latest.contractorId, name: latest.contractorName },
    partner: { id: latest.partnerId, name: latest.partnerName },
    currency: f.kind === 't4' ? 'CAD' : 'USD',
    paychecks: f.figures?.paychecks ?? 0,
    boxes,
    meets_threshold: f.kind === '1099_nec' && f.figures ? (f.figures as NecFigures).meetsThreshold : null,
    refusal: f.refusal,
  };
}

function employerFilings(
  l: Loaded,
  figured: readonly Figured[],
  year: number,
  keys: readonly string[],
): EmployerFiling[] {
  const w2s = figured.filter((f) => f.kind === 'w2' && f.figures).map((f) => f.figures as W2Figures);
  const t4s = figured.filter((f) => f.kind === 't4' && f.figures).map((f) => f.figures as T4Figures);
  return keys.map((key) => {
    const w3 = w3Of(w2s, year, key);
    const t4 = t4SummaryOf(t4s, year, key);
    return {
      employer_key: key,
      employer_name: employerNameOf(l, key),
      w3: w3.forms === 0 ? null : { forms: w3.forms, boxes: w3Boxes(w3) },
      t4_summary: t4.slips === 0 ? null : { slips: t4.slips, boxes: t4SummaryBoxes(t4) },
    };
  });
}

const w3Boxes = (w: ReturnType<typeof w3Of>) =>
  w2Boxes({ ...w, personKey: '', paychecks: 0, box14: [] } as W2Figures).filter((b) => b.box !== '14');
const t4SummaryBoxes = (s: ReturnType<typeof t4SummaryOf>) => [
  { box: '14', label: 'Employment income', amount: s.employmentIncome },
  { box: '16', label: "Employees' CPP contributions", amount: s.cppEmployee },
  { box: '16A', label: "Employees' second CPP contributions", amount: s.cpp2Employee },
  { box: '18', label: "Employees' EI premiums", amount: s.eiEmployee },
  { box: '22', label: 'Income tax deducted', amount: s.incomeTax },
  { box: '27', label: "Employer's CPP contributions", amount: s.cppEmployer },
  { box: '27A', label: "Employer's second CPP contributions", amount: s.cpp2Employer },
  { box: '19', label: "Employer's EI premiums", amount: s.eiEmployer },
  { box: '80', label: 'Total deductions reported', amount: s.totalDeductions },
];

/** Which employers' filings the caller may download (the policy: staff every one, a self-employer its own). */
function filingEmployers(p: Principal, keys: readonly string[]): string[] {
  return keys.filter((k) => {
    try {
      mustFileFor(p, k);
      return true;
    } catch {
      return false;
    }
  });
}

export async function taxForms(deps: AppDeps, p: Principal, q: TaxFormsQuery): Promise<TaxFormsView> {
  const year = yearOf(deps, q);
  const l = await load(deps, p, {
    year,
    employerKey: q.employer_key,
    partnerId: seesOwnFormsOnly(p) ? undefined : q.partner_id,
  });
  const figured = figureAll(l.paychecks, year);
  const forms = figured
    .map((f) => rowOf(l, year, f))
    .sort((a, b) => a.contractor.name.localeCompare(b.contractor.name) || a.kind.localeCompare(b.kind));
  const keys = [...new Set(l.paychecks.map((x) => x.employerKey))].sort();
  return {
    year,
    forms,
    employers: seesOwnFormsOnly(p) ? [] : employerFilings(l, figured, year, filingEmployers(p, keys)),
    note:
      'Summed from the year’s paychecks of approved runs; a voided paycheck and its reversal are left out. ' +
      'The 1099-NEC threshold is $2,000 for payments made in 2026 (P.L. 119-21).',
  };
}

/* ---------- PDFs ---------- */

const maskedEin = (fein: string | undefined) => (fein ? `EIN **-***${fein.slice(-4)}` : 'EIN not on file');

export async function taxFormPdf(
  deps: AppDeps,
  p: Principal,
  params: { kind: TaxFormKind; employer_key: string; contractor_id: string },
  year: number,
) {
  const l = await load(deps, p, { year, employerKey: params.employer_key, contractorId: params.contractor_id });
  const f = figureAll(l.paychecks, year).find((x) => x.kind === params.kind);
  if (!f) throw notFound();
  if (!f.figures) throw unprocessable([{ loc: ['query', 'year'], msg: f.refusal ?? 'No figures for the year' }]);
  const row = rowOf(l, year, f);
  const [who] = await employeeIdentities(deps.db, [row.contractor.id]);
  const identity = await employerIdentityFor(deps, params.employer_key);
  const employerName = identity?.legalName ?? row.employer_name;
  const tin = who?.taxIdLast4
    ? params.kind === 't4'
      ? `SIN *** **${who.taxIdLast4.slice(0, 1)} ${who.taxIdLast4.slice(1)}`
      : `${(who.taxIdType ?? 'ssn').toUpperCase()} ***-**-${who.taxIdLast4}`
    : 'Tax id not on file';
  const address = who ? [who.streetAddressLine1, who.city, who.state, who.zipcode].filter(Boolean).join(', ') : null;
  const label = TAX_FORM_LABELS[params.kind];
  const pdf: TaxFormPdf = {
    title: `${params.kind === 't4' ? 'T4' : `Form ${label}`} ${year}`,
    subtitle:
      params.kind === 'w2'
        ? 'Wage and Tax Statement — employee’s copy'
        : params.kind === '1099_nec'
          ? 'Nonemployee Compensation — recipient’s copy'
          : 'Statement of Remuneration Paid — employee’s copy',
    parties: [
      {
        role: params.kind === '1099_nec' ? 'Payer' : 'Employer',
        name: employerName,
        taxId: params.kind === 't4' ? null : maskedEin(identity?.fein),
      },
      { role: params.kind === '1099_nec' ? 'Recipient' : 'Employee', name: row.contractor.name, taxId: tin, address },
    ],
    facts: [
      ['Tax year', String(year)],
      ['Paychecks', String(row.paychecks)],
      ...(params.kind === 't4'
        ? ([['Province of employment', (f.figures as T4Figures).province ?? '']] as [string, string][])
        : []),
      ...(params.kind === '1099_nec'
        ? ([['Filing threshold', `$${Number((f.figures as NecFigures).threshold).toLocaleString('en-US')}`]] as [
            string,
            string,
          ][])
        : []),
    ],
    boxes: row.boxes,
    currency: row.currency,
    footer:
      'Figured from the year’s paychecks of approved runs (a voided paycheck and its reversal left out). ' +
      'Keep this statement with your tax records.',
  };
  const bytes = await renderTaxFormPdf(pdf);
  const name = row.contractor.name.replace(/[^A-Za-z0-9]+/g, '-');
  return { filename: `${params.kind}-${year}-${name}.pdf`, contentType: 'application/pdf', bytes };
}

export async function summaryPdf(
  deps: AppDeps,
  p: Principal,
  q: { year: number; employer_key: string; kind: 'w3' | 't4_summary' },
) {
  mustFileFor(p, q.employer_key);
  const l = await load(deps, p, { year: q.year, employerKey: q.employer_key });
  const [filing] = employerFilings(l, figureAll(l.paychecks, q.year), q.year, [q.employer_key]);
  const part = q.kind === 'w3' ? filing?.w3 : filing?.t4_summary;
  if (!filing || !part) throw notFound();
  const identity = await employerIdentityFor(deps, q.employer_key);
  const bytes = await renderTaxFormPdf({
    title: q.kind === 'w3' ? `Form W-3 ${q.year}` : `T4 Summary ${q.year}`,
    subtitle: q.kind === 'w3' ? 'Transmittal of Wage and Tax Statements' : 'Summary of Remuneration Paid',
    parties: [
      {
        role: 'Employer',
        name: identity?.legalName ?? filing.employer_name,
        taxId: q.kind === 'w3' ? maskedEin(identity?.fein) : null,
      },
    ],
    facts: [[q.kind === 'w3' ? 'Forms W-2' : 'T4 slips', String('forms' in part ? part.forms : part.slips)]],
    boxes: part.boxes,
    currency: q.kind === 'w3' ? 'USD' : 'CAD',
    footer: 'The employer’s totals of the year’s forms, figured from the paychecks of approved runs.',
  });
  return { filename: `${q.kind}-${q.year}-${q.employer_key}.pdf`, contentType: 'application/pdf', bytes };
}

/* ---------- EFW2 ---------- */

const UNFIT_TIN = 'has no SSN on file: add it on the worker before filing';

/**
 * The employer's W-2s as an SSA EFW2 file (decision 0065). Full SSNs and the FEIN are decrypted here only,
 * into the file's bytes; they are never logged nor put in an error (a worker without an SSN is named).
 * The download is audited.
 */
export async function efw2File(
  deps: AppDeps,
  p: Principal,
  q: { year: number; employer_key: string; bso_user_id?: string | undefined },
  ip: string | null,
) {
  mustFileFor(p, q.employer_key);
  const l = await load(deps, p, { year: q.year, employerKey: q.employer_key });
  const w2s = figureAll(l.paychecks, q.year).filter((f) => f.kind === 'w2' && f.figures);
  if (w2s.length === 0) throw notFound('No W-2s for this employer and year');
  const identity = await employerIdentityFor(deps, q.employer_key);
  if (!identity) {
    throw unprocessable([{ loc: ['query', 'employer_key'], msg: 'The employer has no FEIN on file (company taxes)' }]);
  }
  const latestOf = (f: Figured) => latestRow(l, f);
  const people = await employeeIdentities(
    deps.db,
    w2s.map((f) => latestOf(f).contractorId),
  );
  const byId = new Map(people.map((x) => [x.id, x]));
  const problems: { loc: string[]; msg: string }[] = [];
  const employees = w2s.flatMap((f) => {
    const who = byId.get(latestOf(f).contractorId);
    if (!who || !who.taxIdCiphertext || (who.taxIdType !== 'ssn' && who.taxIdType !== 'itin')) {
      problems.push({ loc: ['query', 'employer_key'], msg: `${latestOf(f).contractorName} ${UNFIT_TIN}` });
      return [];
    }
    return [
      {
        ssn: deps.crypto.decrypt(who.taxIdCiphertext),
        firstName: who.firstName,
        lastName: who.lastName,
        address: { line1: who.streetAddressLine1, city: who.city, state: who.state, zip: who.zipcode },
        w2: f.figures as W2Figures,
      },
    ];
  });
  if (problems.length > 0) throw unprocessable(problems);
  const address = l.partnerAddresses.get(q.employer_key) ?? null;
  let file;
  try {
    file = writeEfw2({
      year: q.year,
      submitter: {
        ein: identity.fein,
        userId: q.bso_user_id ?? null,
        name: identity.legalName,
        address,
        contactName: p.email.split('@')[0] ?? '',
        contactPhone: '',
        contactEmail: p.email,
      },
      employers: [{ ein: identity.fein, name: identity.legalName, address, employees }],
    });
  } catch (e) {
    // The writer names the field, never its value.
    if (e instanceof RangeError) throw unprocessable([{ loc: ['query', 'employer_key'], msg: e.message }]);
    throw e;
  }
  await auditAs(deps.db, p, ip, {
    action: 'efw2_downloaded',
    entityType: 'tax_forms',
    entityId: null,
    metadata: { year: q.year, employer_key: q.employer_key, w2s: file.employees },
  });
  return {
    filename: `W2REPORT-${q.year}.txt`,
    contentType: 'text/plain; charset=us-ascii',
    bytes: Buffer.from(file.text, 'ascii'),
  };
}

/* ---------- quarterly reports ---------- */

type Row = Record<string, string | number | null>;
const columnsOf = (headers: readonly [string, string][]): CsvColumn<Row>[] =>
  headers.map(([key, header]) => ({ header, value: (r: Row) => r[key] ?? '' }));

export async function quarterlyCsv(
  deps: AppDeps,
  p: Principal,
  report: QuarterlyReport,
  q: { year: number; quarter?: number | undefined; employer_key: string },
) {
  mustFileFor(p, q.employer_key);
  if (report !== 'form_940' && q.quarter === undefined) {
    throw unprocessable([{ loc: ['query', 'quarter'], msg: 'Choose the quarter (1–4)' }]);
  }
  const l = await load(deps, p, { year: q.year, employerKey: q.employer_key });
  const federal = PAYROLL_TABLES.federal[q.year];
  const refuse = (e: unknown): never => {
    if (e instanceof YearEndRefusal) throw unprocessable([{ loc: ['query', e.field], msg: e.message }]);
    throw e;
  };
  let csv: string;
  let name: string;
  if (report === 'form_941') {
    const f = (() => {
      try {
        return form941Of(l.paychecks, { employerKey: q.employer_key, year: q.year, quarter: q.quarter!, federal });
      } catch (e) {
        return refuse(e);
      }
    })();
    const rows: Row[] = [
      ['Paychecks', String(f.paychecks)],
      ['Employees paid', String(f.employees)],
      ['1 (employees paid for the pay period including the 12th)', String(f.line1)],
      ['2', f.line2],
      ['3', f.line3],
      ['5a column 1 (taxable social security wages)', f.line5aWages],
      ['5a column 2 (× 12.4%)', f.line5aTax],
      ['5c column 1 (taxable Medicare wages)', f.line5cWages],
      ['5c column 2 (× 2.9%)', f.line5cTax],
      ['5d column 1 (wages subject to Additional Medicare)', f.line5dWages],
      ['5d column 2 (× 0.9%)', f.line5dTax],
      ['5e', f.line5e],
      ['6', f.line6],
      ['7 (fractions of cents)', f.line7],
      ['Social security withheld (employee)', f.socialSecurityEmployee],
      ['Social security (employer)', f.socialSecurityEmployer],
      ['Medicare withheld (employee)', f.medicareEmployee],
      ['Medicare (employer)', f.medicareEmployer],
      ['Additional Medicare withheld', f.additionalMedicare],
      ['Total taxes (6 + 7)', f.totalTaxes],
    ].map(([line, amount]) => ({ line: line!, amount: amount! }));
    csv = toCsv(
      rows,
      columnsOf([
        ['line', 'Line'],
        ['amount', 'Amount'],
      ]),
    );
    name = `form-941-${q.year}-q${q.quarter}`;
  } else if (report === 'form_940') {
    const f = (() => {
      try {
        return form940Of(l.paychecks, { employerKey: q.employer_key, year: q.year, federal });
      } catch (e) {
        return refuse(e);
      }
    })();
    const rows: Row[] = [
      ['Paychecks', String(f.paychecks)],
      ['3 (total payments to employees)', f.line3],
      ['4 (payments exempt from FUTA: section 125)', f.line4],
      ['5 (payments over $7,000)', f.line5],
      ['7 (taxable FUTA wages)', f.line7],
      ['8 (FUTA tax before adjustments, × 0.6%)', f.line8],
      ['FUTA on the paychecks', f.futaOnPaychecks],
      ...f.quarters.map((x) => [`16${'abcd'[x.quarter - 1]} (quarter ${x.quarter} liability)`, x.futa]),
      ...(f.creditReductionNote ? [['Note', f.creditReductionNote]] : []),
    ].map(([line, amount]) => ({ line: line!, amount: amount! }));
    csv = toCsv(
      rows,
      columnsOf([
        ['line', 'Line'],
        ['amount', 'Amount'],
      ]),
    );
    name = `form-940-${q.year}`;
  } else {
    const lists = (() => {
      try {
        return stateWageLists(l.paychecks, { employerKey: q.employer_key, year: q.year, quarter: q.quarter! });
      } catch (e) {
        return refuse(e);
      }
    })();
    const people = await employeeIdentities(deps.db, [
      ...new Set(lists.flatMap((s) => s.rows.map((r) => r.contractorId))),
    ]);
    const byId = new Map(people.map((x) => [x.id, x]));
    const rows: Row[] = lists.flatMap((s) =>
      s.rows.map((r) => {
        const who = byId.get(r.contractorId);
        return {
          state: s.state,
          last_name: who?.lastName ?? '',
          first_name: who?.firstName ?? '',
          ssn: who?.taxIdLast4 ? `***-**-${who.taxIdLast4}` : '',
          paychecks: r.paychecks,
          total_wages: r.totalWages,
          taxable_wages: r.taxableWages ?? 'no SUTA rate on file',
          employer_tax: r.employerTax ?? '',
          employee_tax: r.employeeTax,
        };
      }),
    );
    csv = toCsv(
      rows,
      columnsOf([
        ['state', 'State'],
        ['last_name', 'Last name'],
        ['first_name', 'First name'],
        ['ssn', 'SSN'],
        ['paychecks', 'Paychecks'],
        ['total_wages', 'Total wages'],
        ['taxable_wages', 'Taxable wages'],
        ['employer_tax', 'Employer SUTA'],
        ['employee_tax', 'Employee contributions'],
      ]),
    );
    name = `state-unemployment-wages-${q.year}-q${q.quarter}`;
  }
  return { filename: `${name}.csv`, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(csv, 'utf8') };
}
