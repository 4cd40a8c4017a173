import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CA_PROVINCES, US_STATES } from '@app/domain';
import { useRef, useState } from 'react';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { todayIso } from '../../../components/data-list/format';
import { usePreviewPaycheck, type PaycheckPreviewBody } from '../api/preview-paycheck';
import { PaycheckResult } from '../components/paycheck-result';
import {
  CLASSIFICATION_LABELS,
  EARNING_LABELS,
  FILING_STATUS_LABELS,
  FREQUENCY_LABELS,
  POST_TAX_LABELS,
  PRE_TAX_LABELS,
  optionsFrom,
  type Classification,
  type EarningType,
  type FilingStatus,
  type Frequency,
  type PostTaxType,
  type PreTaxType,
} from '../labels';

interface Line<T extends string> {
  id: number;
  type: T;
  amount: string;
}

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
  ],
} as const;
type YtdKey = (typeof YTD_FIELDS)['us' | 'canada'][number][0];

const WORK_STATES = [
  { group: 'United States', items: US_STATES.map((s) => ({ value: s.value, label: `${s.label} (${s.value})` })) },
  { group: 'Canada', items: CA_PROVINCES.map((p) => ({ value: p.value, label: `${p.label} (${p.value})` })) },
];

/**
 * The fields a 422 can name that sit on the form (a line's fields by its index): only those of the
 * sections the body carried (the W-4 for a W-2 paycheck, TD1 for a Canadian one, year to date when asked).
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
  const [sutaRate, setSutaRate] = useState('');
  const [sutaBase, setSutaBase] = useState('');
  const [workersComp, setWorkersComp] = useState('');
  const [withYtd, setWithYtd] = useState(false);
  const [ytd, setYtd] = useState<Partial<Record<YtdKey, string>>>({});
  const [billAmount, setBillAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  /** The request the shown result answers (its bill amount and post-tax lines label the result). */
  const [sent, setSent] = useState<PaycheckPreviewBody | null>(null);
  const preview = usePreviewPaycheck();

  const isW2 = classification === 'w-2';
  const isCanada = classification === 'canada_t4';
  const ytdFields = isCanada ? YTD_FIELDS.canada : YTD_FIELDS.us;
  const childSupport = postTax.some((l) => l.type === 'garnishment_child_support');

  const bodyOf = (): PaycheckPreviewBody => ({
    classification,
    check_date: checkDate.trim(),
    frequency,
    work_state: workState ?? '',
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
    ...(isCanada && {
      td1: {
        federal_claim: optional(federalClaim),
        provincial_claim: optional(provincialClaim),
        ontario_dependants: ontarioDependants.trim() ? Number(ontarioDependants.trim()) : undefined,
        extra_tax: optional(td1Extra),
      },
    }),
    ...((sutaRate.trim() || sutaBase.trim() || workersComp.trim()) && {
      employer: {
        suta_rate_percent: optional(sutaRate),
        suta_wage_base: optional(sutaBase),
        workers_comp_per_100: optional(workersComp),
      },
    }),
    ...(withYtd && {
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
            </SimpleGrid>

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

            <Fieldset legend="Employer rates (optional)">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="SUTA rate (%)"
                  description="The employer's state unemployment rate in the work state"
                  inputMode="decimal"
                  value={sutaRate}
                  onChange={(e) => setSutaRate(e.currentTarget.value)}
                  error={err('employer.suta_rate_percent')}
                />
                <AmountInput
                  label="SUTA wage base"
                  description="The state's yearly wage base for that rate"
                  value={sutaBase}
                  onChange={setSutaBase}
                  error={err('employer.suta_wage_base')}
                />
                <TextInput
                  label="Workers' comp (per $100 of wages)"
                  description="The employer's workers' compensation rate"
                  inputMode="decimal"
                  value={workersComp}
                  onChange={(e) => setWorkersComp(e.currentTarget.value)}
                  error={err('employer.workers_comp_per_100')}
                />
              </SimpleGrid>
              {err('employer') && <Input.Error mt="xs">{err('employer')}</Input.Error>}
            </Fieldset>

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

function AmountInput({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      inputMode="decimal"
      placeholder="0.00"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

/** Lines of one kind (earnings, a kind of deduction): a type and an amount each, added and removed. */
function LineFields<T extends string>({
  legend,
  noun,
  addLabel,
  typeOptions,
  lines,
  onChange,
  newLine,
  minLines = 0,
  error,
  lineError,
  children,
}: {
  legend: string;
  noun: string;
  addLabel: string;
  typeOptions: { value: T; label: string }[];
  lines: Line<T>[];
  onChange: (lines: Line<T>[]) => void;
  newLine: () => Line<T>;
  minLines?: number;
  error?: string;
  lineError: (index: number, part: 'type' | 'amount') => string | undefined;
  children?: React.ReactNode;
}) {
  const update = (id: number, patch: Partial<Line<T>>) =>
    onChange(lines.map((l) => (l.id === id ? { ...l, ...patch } : l)));
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        {lines.map((line, i) => (
          <Group key={line.id} role="group" aria-label={`${noun} ${i + 1}`} align="flex-start" wrap="nowrap">
            <Select
              label="Type"
              required
              data={typeOptions}
              value={line.type}
              onChange={(v) => v && update(line.id, { type: v as T })}
              allowDeselect={false}
              error={lineError(i, 'type')}
              style={{ flex: 1 }}
            />
            <TextInput
              label="Amount"
              required
              inputMode="decimal"
              placeholder="0.00"
              value={line.amount}
              onChange={(e) => update(line.id, { amount: e.currentTarget.value })}
              error={lineError(i, 'amount')}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              size="lg"
              aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`}
              disabled={lines.length <= minLines}
              onClick={() => onChange(lines.filter((l) => l.id !== line.id))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {lines.length === 0 && (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
        {error && <Input.Error>{error}</Input.Error>}
        {children}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...lines, newLine()])}
          >
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
