import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CA_PROVINCES, PLATFORM_EMPLOYER_KEY, US_STATES, type PaycheckPreviewView } from '@app/domain';
import { useRef, useState } from 'react';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { todayIso } from '../../../components/data-list/format';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useCompanyTaxEmployers } from '../api/get-company-tax-employers';
import { usePreviewPaycheck, type PaycheckPreviewBody } from '../api/preview-paycheck';
import { BLANK_DE4, De4Fields, type De4Inputs } from '../components/de4-fields';
import {
  BLANK_EMPLOYER_INPUTS,
  EmployerRatesFields,
  overridesRates,
  type EmployerInputs,
} from '../components/employer-rates-fields';
import { AmountInput, LineFields, type Line } from '../components/form-parts';
import { BLANK_INTERNATIONAL, InternationalFields, type InternationalInputs } from '../components/international-fields';
import { choosesEmployer } from '../components/paycheck-calculator-access';
import { PaycheckResult } from '../components/paycheck-result';
import {
  CLASSIFICATION_LABELS,
  EARNING_LABELS,
  FILING_STATUS_LABELS,
  FREQUENCY_LABELS,
  POST_TAX_LABELS,
  PRE_TAX_LABELS,
  PLATFORM_EMPLOYER_NAME,
  optionsFrom,
  type Classification,
  type EarningType,
  type FilingStatus,
  type Frequency,
  type PostTaxType,
  type PreTaxType,
} from '../labels';

type W4Form = '2020_or_later' | '2019_or_earlier';

/** The year's figures before this paycheck (wage bases, the CPP and EI maximums), by classification. */
const YTD_FIELDS = {
  us: [
    ['gross', 'Gross pay'],
    ['fica_wages', 'FICA wages'],
    ['social_security_tax', 'Social Security withheld'],
    ['futa_wages', 'FUTA wages'],
    ['suta_wages', 'SUTA wages'],
    ['supplemental_wages', 'Supplemental wages'],
    ['federal_income_tax', 'Federal income tax withheld'],
  ],
  canada: [
    ['gross', 'Gross pay'],
    ['canada_pensionable', 'CPP pensionable earnings'],
    ['cpp', 'CPP withheld'],
    ['cpp2', 'CPP2 withheld'],
    ['ei', 'EI withheld'],
    ['supplemental_wages', 'Bonuses paid'],
    ['canada_bonus_enhanced_cpp', 'Enhanced CPP on bonuses'],
  ],
} as const;
type YtdKey = (typeof YTD_FIELDS)['us' | 'canada'][number][0];

const WORK_STATES = [
  { group: 'United States', items: US_STATES.map((s) => ({ value: s.value, label: `${s.label} (${s.value})` })) },
  { group: 'Canada', items: CA_PROVINCES.map((p) => ({ value: p.value, label: `${p.label} (${p.value})` })) },
];

/**
 * The fields a 422 can name that sit on the form (a line's fields by its index): only those of the
 * sections the body carried (the W-4 for a W-2 paycheck, TD1 for a Canadian one, the DE 4 in California,
 * the contract for an international worker, year to date when asked).
 */
function fieldsOf(body: PaycheckPreviewBody): Set<string> {
  const lines = {
    earnings: body.earnings?.length ?? 0,
    preTax: body.pre_tax?.length ?? 0,
    postTax: body.post_tax?.length ?? 0,
  };
  const fields = [
    'classification',
    'check_date',
    'frequency',
    'work_state',
    'earnings',
    'pre_tax',
    'post_tax',
    'supplemental_method',
    'backup_withholding',
    'bill_amount',
    'w4.filing_status',
    'w4.step3_credits',
    'w4.step4a_other_income',
    'w4.step4b_deductions',
    'w4.step4c_extra',
    'w4.marital_status',
    'w4.allowances',
    'w4.extra',
    'td1.federal_claim',
    'td1.provincial_claim',
    'td1.ontario_dependants',
    'td1.extra_tax',
    ...[...YTD_FIELDS.us, ...YTD_FIELDS.canada].map(([key]) => `ytd.${key}`),
    'employer',
    'employer.suta_rate_percent',
    'employer.suta_wage_base',
    'employer.workers_comp_per_100',
    'employer_key',
    'workers_comp_code',
    'state_form.filing_status',
    'state_form.allowances',
    'state_form.estimated_deduction_allowances',
    'state_form.additional',
    'international',
    'international.country',
    'international.currency',
    'international.exchange_rate',
    'international.reporting_currency',
  ];
  const each = (name: string, count: number, parts: string[]) => {
    for (let i = 0; i < count; i++) for (const p of parts) fields.push(`${name}.${i}.${p}`, `${name}.${i}`);
  };
  each('earnings', lines.earnings, ['type', 'amount']);
  each('pre_tax', lines.preTax, ['type', 'amount']);
  each('post_tax', lines.postTax, ['type', 'amount', 'key']);
  const sent = new Set(Object.keys(body));
  return new Set(fields.filter((f) => ['work_state', 'earnings'].includes(f) || sent.has(f.split('.')[0]!)));
}

const WHOLE = /^\d+$/;
const WHOLE_NUMBER_MESSAGE = 'Enter a whole number';
/** An optional amount: blank is left out (the API's default applies). */
const optional = (v: string) => v.trim() || undefined;
/** A post-tax deduction's key (its arrears are reported by it): the line's position. */
const postTaxKey = (type: PostTaxType, index: number) => `${type}_${index + 1}`;
/** A count typed in: blank is left out (the API's default, none), anything else sent as a number. */
const count = (v: string) => (v.trim() ? Number(v.trim()) : undefined);

const INTERNATIONAL: readonly Classification[] = ['international_ic', 'international_eor'];
/** Who has an employer cost beyond the pay: workers' comp typed in for a Canadian or an EOR employee. */
const WORKERS_COMP_ONLY: readonly Classification[] = ['canada_t4', 'international_eor'];

/** /calculator: one paycheck through the payroll engine, every line it produces, and the margin beside a bill amount. */
export function PaycheckCalculatorPage() {
  const nextId = useRef(1);
  const newId = () => nextId.current++;
  const [classification, setClassification] = useState<Classification>('w-2');
  const [checkDate, setCheckDate] = useState(() => todayIso());
  const [frequency, setFrequency] = useState<Frequency>('biweekly');
  const [workState, setWorkState] = useState<string | null>(null);
  const [earnings, setEarnings] = useState<Line<EarningType>[]>(() => [{ id: 0, type: 'regular', amount: '' }]);
  const [preTax, setPreTax] = useState<Line<PreTaxType>[]>([]);
  const [postTax, setPostTax] = useState<Line<PostTaxType>[]>([]);
  const [w4Form, setW4Form] = useState<W4Form>('2020_or_later');
  const [filingStatus, setFilingStatus] = useState<FilingStatus>('single');
  const [step2, setStep2] = useState(false);
  const [step3, setStep3] = useState('');
  const [step4a, setStep4a] = useState('');
  const [step4b, setStep4b] = useState('');
  const [step4c, setStep4c] = useState('');
  const [maritalStatus, setMaritalStatus] = useState<'single' | 'married'>('single');
  const [allowances, setAllowances] = useState('0');
  const [legacyExtra, setLegacyExtra] = useState('');
  const [supplemental, setSupplemental] = useState<'aggregate' | 'flat'>('aggregate');
  const [backup, setBackup] = useState(false);
  const [supportsOthers, setSupportsOthers] = useState(false);
  const [supportArrears, setSupportArrears] = useState(false);
  const [federalClaim, setFederalClaim] = useState('');
  const [provincialClaim, setProvincialClaim] = useState('');
  const [ontarioDependants, setOntarioDependants] = useState('');
  const [td1Extra, setTd1Extra] = useState('');
  const [employer, setEmployer] = useState<EmployerInputs>({
    employerKey: PLATFORM_EMPLOYER_KEY,
    ...BLANK_EMPLOYER_INPUTS,
  });
  const [de4, setDe4] = useState<De4Inputs>(BLANK_DE4);
  const [intl, setIntl] = useState<InternationalInputs>(BLANK_INTERNATIONAL);
  const [withYtd, setWithYtd] = useState(false);
  const [ytd, setYtd] = useState<Partial<Record<YtdKey, string>>>({});
  const [billAmount, setBillAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  /** The request the shown result answers (its bill amount and post-tax lines label the result). */
  const [sent, setSent] = useState<PaycheckPreviewBody | null>(null);
  const preview = usePreviewPaycheck();
  const { user } = useCurrentUser();
  const staff = user !== null && choosesEmployer(toAccessSubject(user));
  const employers = useCompanyTaxEmployers(staff);

  const isW2 = classification === 'w-2';
  const isCanada = classification === 'canada_t4';
  const isInternational = INTERNATIONAL.includes(classification);
  const withDe4 = isW2 && workState === 'CA';
  const withEmployerRates = isW2 || WORKERS_COMP_ONLY.includes(classification);
  const ytdFields = isCanada ? YTD_FIELDS.canada : YTD_FIELDS.us;
  const childSupport = postTax.some((l) => l.type === 'garnishment_child_support');
  const overridden = withEmployerRates && overridesRates(employer, isW2);
  // Staff name the employer; if its list cannot be read, the platform (the API's default) is still theirs.
  const employerOptions = staff
    ? (employers.data?.map((e) => ({ value: e.key, label: e.name })) ?? [
        { value: PLATFORM_EMPLOYER_KEY, label: PLATFORM_EMPLOYER_NAME },
      ])
    : null;
  const setEmployerPart = (patch: Partial<EmployerInputs>) => setEmployer((v) => ({ ...v, ...patch }));

  /** Whose company taxes an answer's employer key names, for "from <employer>'s company taxes". */
  const employerName = (key: string | null) =>
    employers.data?.find((e) => e.key === key)?.name ??
    (key === user?.partner?.id ? user.partner.name : null) ??
    (key === PLATFORM_EMPLOYER_KEY ? PLATFORM_EMPLOYER_NAME : 'the employer');
  const employerRatesNote = (p: PaycheckPreviewView, body: PaycheckPreviewBody): string | null => {
    if (p.employer_rates.source === 'request') return 'typed in';
    if (p.employer_rates.source !== 'company_taxes') return null;
    const from = `SUTA and workers' comp from ${employerName(p.employer_rates.employer_key)}'s company taxes`;
    return body.workers_comp_code ? from : `${from} (no workers' comp class code given: workers' comp left out)`;
  };

  const bodyOf = (): PaycheckPreviewBody => ({
    classification,
    check_date: checkDate.trim(),
    frequency,
    // An international worker's "state" is the contract's country (the API asks two letters).
    work_state: isInternational ? intl.country.trim() : (workState ?? ''),
    earnings: earnings.map((l) => ({ type: l.type, amount: l.amount.trim() })),
    pre_tax: preTax.map((l) => ({ type: l.type, amount: l.amount.trim() })),
    post_tax: postTax.map((l, i) => ({ key: postTaxKey(l.type, i), type: l.type, amount: l.amount.trim() })),
    ...(isW2 && {
      supplemental_method: supplemental,
      w4:
        w4Form === '2020_or_later'
          ? {
              form: w4Form,
              filing_status: filingStatus,
              step2_checked: step2,
              step3_credits: optional(step3),
              step4a_other_income: optional(step4a),
              step4b_deductions: optional(step4b),
              step4c_extra: optional(step4c),
            }
          : {
              form: w4Form,
              marital_status: maritalStatus,
              allowances: Number(allowances.trim()),
              extra: optional(legacyExtra),
            },
    }),
    ...(classification === '1099' && { backup_withholding: backup }),
    ...(childSupport && { supports_others: supportsOthers, support_twelve_weeks_in_arrears: supportArrears }),
    ...(withDe4 && {
      state_form: {
        filing_status: de4.filingStatus,
        allowances: count(de4.allowances),
        estimated_deduction_allowances: count(de4.estimatedAllowances),
        additional: optional(de4.additional),
      },
    }),
    ...(isCanada && {
      td1: {
        federal_claim: optional(federalClaim),
        provincial_claim: optional(provincialClaim),
        ontario_dependants: ontarioDependants.trim() ? Number(ontarioDependants.trim()) : undefined,
        extra_tax: optional(td1Extra),
      },
    }),
    // Typed-in rates take the place of the employer's company taxes; without them, a W-2 paycheck names
    // the class code, and staff the employer, whose company taxes give them.
    ...(overridden && {
      employer: {
        suta_rate_percent: isW2 ? optional(employer.sutaRate) : undefined,
        suta_wage_base: isW2 ? optional(employer.sutaBase) : undefined,
        workers_comp_per_100: optional(employer.workersComp),
      },
    }),
    ...(isW2 &&
      !overridden && {
        employer_key: staff ? employer.employerKey : undefined,
        workers_comp_code: optional(employer.workersCompCode),
      }),
    ...(isInternational && {
      international: {
        country: intl.country.trim(),
        currency: intl.currency.trim(),
        exchange_rate: optional(intl.exchangeRate),
        reporting_currency: optional(intl.reportingCurrency),
      },
    }),
    ...(withYtd &&
      !isInternational && {
        ytd: Object.fromEntries(ytdFields.map(([key]) => [key, optional(ytd[key] ?? '')])),
      }),
    bill_amount: optional(billAmount),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    setTopError(null);
    // The counts are whole numbers: anything else is named here, as the API would only say "expected a number".
    const counts: FieldErrors = {};
    if (isW2 && w4Form === '2019_or_earlier' && !WHOLE.test(allowances.trim()))
      counts['w4.allowances'] = WHOLE_NUMBER_MESSAGE;
    if (isCanada && ontarioDependants.trim() && !WHOLE.test(ontarioDependants.trim()))
      counts['td1.ontario_dependants'] = WHOLE_NUMBER_MESSAGE;
    if (withDe4) {
      if (de4.allowances.trim() && !WHOLE.test(de4.allowances.trim()))
        counts['state_form.allowances'] = WHOLE_NUMBER_MESSAGE;
      if (de4.estimatedAllowances.trim() && !WHOLE.test(de4.estimatedAllowances.trim()))
        counts['state_form.estimated_deduction_allowances'] = WHOLE_NUMBER_MESSAGE;
    }
    if (Object.keys(counts).length > 0) {
      setErrors(counts);
      return;
    }
    const body = bodyOf();
    preview.mutate(body, {
      onSuccess: () => setSent(body),
      onError: (err) => {
        setSent(null);
        const split = splitServerErrors(err, fieldsOf(body));
        setErrors(split.fields);
        setTopError(split.error.message);
      },
    });
  };

  const err = (key: string) => errors[key];
  const lineError = (name: string, i: number, part: string) => errors[`${name}.${i}.${part}`] ?? errors[`${name}.${i}`];
  const result = preview.data && sent ? preview.data : null;

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Paycheck Calculator</Title>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate aria-label="Paycheck calculator">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Classification"
                required
                data={optionsFrom(CLASSIFICATION_LABELS)}
                value={classification}
                onChange={(v) => v && setClassification(v as Classification)}
                allowDeselect={false}
                error={err('classification')}
              />
              <TextInput
                label="Check date"
                type="date"
                required
                value={checkDate}
                onChange={(e) => setCheckDate(e.currentTarget.value)}
                error={err('check_date')}
              />
              <Select
                label="Pay frequency"
                required
                data={optionsFrom(FREQUENCY_LABELS)}
                value={frequency}
                onChange={(v) => v && setFrequency(v as Frequency)}
                allowDeselect={false}
                error={err('frequency')}
              />
              {!isInternational && (
                <Select
                  label="Work state or province"
                  required
                  searchable
                  placeholder="Choose a state or province"
                  data={WORK_STATES}
                  value={workState}
                  onChange={setWorkState}
                  nothingFoundMessage="No state or province by that name"
                  error={err('work_state')}
                />
              )}
            </SimpleGrid>

            {isInternational && (
              <InternationalFields value={intl} onChange={(patch) => setIntl((v) => ({ ...v, ...patch }))} err={err} />
            )}

            <LineFields
              legend="Earnings"
              noun="Earning"
              addLabel="Add earning"
              typeOptions={optionsFrom(EARNING_LABELS)}
              lines={earnings}
              onChange={setEarnings}
              newLine={() => ({ id: newId(), type: 'regular', amount: '' })}
              minLines={1}
              error={err('earnings')}
              lineError={(i, part) => lineError('earnings', i, part)}
            />
            <LineFields
              legend="Pre-tax deductions"
              noun="Pre-tax deduction"
              addLabel="Add pre-tax deduction"
              typeOptions={optionsFrom(PRE_TAX_LABELS)}
              lines={preTax}
              onChange={setPreTax}
              newLine={() => ({ id: newId(), type: 'traditional_401k', amount: '' })}
              error={err('pre_tax')}
              lineError={(i, part) => lineError('pre_tax', i, part)}
            />
            <LineFields
              legend="Post-tax deductions"
              noun="Post-tax deduction"
              addLabel="Add post-tax deduction"
              typeOptions={optionsFrom(POST_TAX_LABELS)}
              lines={postTax}
              onChange={setPostTax}
              newLine={() => ({ id: newId(), type: 'roth_401k', amount: '' })}
              error={err('post_tax')}
              lineError={(i, part) => lineError('post_tax', i, part) ?? errors[`post_tax.${i}.key`]}
            >
              {childSupport && (
                <Group>
                  <Checkbox
                    label="Supports another spouse or child"
                    checked={supportsOthers}
                    onChange={(e) => setSupportsOthers(e.currentTarget.checked)}
                  />
                  <Checkbox
                    label="Support is 12 weeks or more in arrears"
                    checked={supportArrears}
                    onChange={(e) => setSupportArrears(e.currentTarget.checked)}
                  />
                </Group>
              )}
            </LineFields>

            {isW2 && (
              <Fieldset legend="Federal W-4">
                <Stack>
                  <SegmentedControl
                    aria-label="W-4 form"
                    value={w4Form}
                    onChange={(v) => setW4Form(v as W4Form)}
                    data={[
                      { value: '2020_or_later', label: '2020 or later' },
                      { value: '2019_or_earlier', label: '2019 or earlier' },
                    ]}
                  />
                  {w4Form === '2020_or_later' ? (
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <Select
                        label="Filing status (Step 1c)"
                        required
                        data={optionsFrom(FILING_STATUS_LABELS)}
                        value={filingStatus}
                        onChange={(v) => v && setFilingStatus(v as FilingStatus)}
                        allowDeselect={false}
                        error={err('w4.filing_status')}
                      />
                      <Checkbox
                        mt={{ sm: 'xl' }}
                        label="Multiple jobs or spouse works (Step 2 checkbox)"
                        checked={step2}
                        onChange={(e) => setStep2(e.currentTarget.checked)}
                      />
                      <AmountInput
                        label="Dependents credit (Step 3)"
                        value={step3}
                        onChange={setStep3}
                        error={err('w4.step3_credits')}
                      />
                      <AmountInput
                        label="Other income (Step 4a)"
                        value={step4a}
                        onChange={setStep4a}
                        error={err('w4.step4a_other_income')}
                      />
                      <AmountInput
                        label="Deductions (Step 4b)"
                        value={step4b}
                        onChange={setStep4b}
                        error={err('w4.step4b_deductions')}
                      />
                      <AmountInput
                        label="Extra withholding per paycheck (Step 4c)"
                        value={step4c}
                        onChange={setStep4c}
                        error={err('w4.step4c_extra')}
                      />
                    </SimpleGrid>
                  ) : (
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      <Select
                        label="Marital status"
                        required
                        data={[
                          { value: 'single', label: 'Single' },
                          { value: 'married', label: 'Married' },
                        ]}
                        value={maritalStatus}
                        onChange={(v) => v && setMaritalStatus(v as 'single' | 'married')}
                        allowDeselect={false}
                        error={err('w4.marital_status')}
                      />
                      <TextInput
                        label="Allowances"
                        required
                        inputMode="numeric"
                        value={allowances}
                        onChange={(e) => setAllowances(e.currentTarget.value)}
                        error={err('w4.allowances')}
                      />
                      <AmountInput
                        label="Extra withholding per paycheck"
                        value={legacyExtra}
                        onChange={setLegacyExtra}
                        error={err('w4.extra')}
                      />
                    </SimpleGrid>
                  )}
                  <Select
                    label="Supplemental wages (bonus, commission)"
                    description="Withheld with the regular wages (aggregate) or at the flat federal rate"
                    data={[
                      { value: 'aggregate', label: 'Aggregate with regular wages' },
                      { value: 'flat', label: 'Flat rate' },
                    ]}
                    value={supplemental}
                    onChange={(v) => v && setSupplemental(v as 'aggregate' | 'flat')}
                    allowDeselect={false}
                    error={err('supplemental_method')}
                  />
                </Stack>
              </Fieldset>
            )}

            {classification === '1099' && (
              <Checkbox
                label="Backup withholding (24%)"
                description="The contractor gave no taxpayer ID, or the IRS asked for backup withholding"
                checked={backup}
                onChange={(e) => setBackup(e.currentTarget.checked)}
                error={err('backup_withholding')}
              />
            )}

            {isCanada && (
              <Fieldset legend="TD1 claims">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <AmountInput
                    label="Federal claim amount (TD1)"
                    description="Blank: the basic personal amount"
                    value={federalClaim}
                    onChange={setFederalClaim}
                    error={err('td1.federal_claim')}
                  />
                  <AmountInput
                    label="Provincial claim amount (TD1 provincial)"
                    description="Blank: the province's basic personal amount"
                    value={provincialClaim}
                    onChange={setProvincialClaim}
                    error={err('td1.provincial_claim')}
                  />
                  <TextInput
                    label="Ontario dependants"
                    description="Ontario only: dependants for the tax reduction"
                    inputMode="numeric"
                    value={ontarioDependants}
                    onChange={(e) => setOntarioDependants(e.currentTarget.value)}
                    error={err('td1.ontario_dependants')}
                  />
                  <AmountInput
                    label="Extra tax per paycheck"
                    value={td1Extra}
                    onChange={setTd1Extra}
                    error={err('td1.extra_tax')}
                  />
                </SimpleGrid>
              </Fieldset>
            )}

            {withDe4 && <De4Fields value={de4} onChange={(patch) => setDe4((v) => ({ ...v, ...patch }))} err={err} />}

            {withEmployerRates && (
              <EmployerRatesFields
                fromCompanyTaxes={isW2}
                employers={employerOptions}
                value={employer}
                onChange={setEmployerPart}
                err={err}
              />
            )}

            {!isInternational && (
              <Fieldset legend="Year to date (optional)">
                <Stack gap="sm">
                  <Checkbox
                    label="Other paychecks were paid this year"
                    description="Their totals before this paycheck, for the wage bases and yearly maximums"
                    checked={withYtd}
                    onChange={(e) => setWithYtd(e.currentTarget.checked)}
                  />
                  {withYtd && (
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      {ytdFields.map(([key, label]) => (
                        <AmountInput
                          key={key}
                          label={`${label} this year`}
                          value={ytd[key] ?? ''}
                          onChange={(v) => setYtd((prev) => ({ ...prev, [key]: v }))}
                          error={err(`ytd.${key}`)}
                        />
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              </Fieldset>
            )}

            <AmountInput
              label="Bill amount (optional)"
              description="What the client is billed for the same work, to show the margin"
              value={billAmount}
              onChange={setBillAmount}
              error={err('bill_amount')}
            />

            {topError && (
              <Alert color="red" variant="light" role="alert">
                {topError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={preview.isPending}>
                Calculate
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {result && sent ? (
        <PaycheckResult
          paycheck={result}
          billAmount={sent.bill_amount ?? null}
          arrearsLabel={(key) => {
            const i = (sent.post_tax ?? []).findIndex((l) => l.key === key);
            const line = sent.post_tax?.[i];
            return line?.type ? `${POST_TAX_LABELS[line.type]} (post-tax deduction ${i + 1})` : key;
          }}
          employerRatesNote={employerRatesNote(result, sent)}
        />
      ) : (
        !preview.isPending && (
          <Paper withBorder p="lg">
            <Text c="dimmed">
              Enter a paycheck and choose Calculate to see its earnings, deductions, employee and employer taxes, net
              pay and employer cost.
            </Text>
          </Paper>
        )
      )}
      {preview.isPending && (
        <Paper withBorder p="lg" aria-busy="true">
          <Text c="dimmed">Calculating…</Text>
        </Paper>
      )}
    </Stack>
  );
}
