import { Badge, Group, Loader, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  QUARTERLY_REPORT_LABELS,
  QUARTERLY_REPORTS,
  TAX_FORM_LABELS,
  type EmployerFiling,
  type TaxFormRow,
} from '@app/domain';
import { useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { useSession } from '../../../lib/auth/use-session';
import { downloadEfw2, downloadQuarterly, downloadSummary, downloadTaxForm, useTaxForms } from '../api/tax-forms';
import { moneyIn } from '../lib/payroll-format';
import { downloadsEfw2File, listsOwnPaychecks } from './payroll-runs-access';

/** The years offered: this one and the three before it. */
export const yearsFrom = (now: Date) => Array.from({ length: 4 }, (_, i) => String(now.getFullYear() - i));

/** The form's headline figure: W-2 box 1, 1099-NEC box 1, T4 box 14. */
const headline = (f: TaxFormRow) => f.boxes.find((b) => b.box === (f.kind === 't4' ? '14' : '1'));

function FormsTable({ forms, own }: { forms: TaxFormRow[]; own: boolean }) {
  if (forms.length === 0) return <Text size="sm">No forms for this year: no paychecks were issued.</Text>;
  return (
    <Table aria-label="Tax forms" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Form</Table.Th>
          {!own && <Table.Th>Worker</Table.Th>}
          <Table.Th>Employer</Table.Th>
          <Table.Th ta="right">Paychecks</Table.Th>
          <Table.Th ta="right">Wages / compensation</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {forms.map((f) => {
          const main = headline(f);
          return (
            <Table.Tr key={f.id}>
              <Table.Td>
                <Group gap="xs">
                  {TAX_FORM_LABELS[f.kind]}
                  {f.meets_threshold === false && (
                    <Badge color="gray" variant="light" title="Under the year's filing threshold">
                      Under threshold
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              {!own && <Table.Td>{f.contractor.name}</Table.Td>}
              <Table.Td>{f.employer_name}</Table.Td>
              <Table.Td ta="right">{f.paychecks}</Table.Td>
              <Table.Td ta="right">{main ? moneyIn(main.amount, f.currency) : '—'}</Table.Td>
              <Table.Td ta="right">
                {f.refusal ? (
                  <Text size="sm" c="red">
                    {f.refusal}
                  </Text>
                ) : (
                  <DownloadButton
                    label={`Download ${TAX_FORM_LABELS[f.kind]}${own ? '' : ` of ${f.contractor.name}`}`}
                    download={() => downloadTaxForm(f)}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function EmployerFilings({ filing, year, efw2 }: { filing: EmployerFiling; year: number; efw2: boolean }) {
  const [quarter, setQuarter] = useState('1');
  const [bso, setBso] = useState('');
  const key = filing.employer_key;
  return (
    <Paper withBorder p="md" component="section" aria-label={`Filings of ${filing.employer_name}`}>
      <Title order={3} size="h5" mb="xs">
        {filing.employer_name}
      </Title>
      {filing.w3 && (
        <Text size="sm">
          W-3: {filing.w3.forms} W-2s, wages {moneyIn(filing.w3.boxes.find((b) => b.box === '1')?.amount)}
        </Text>
      )}
      {filing.t4_summary && (
        <Text size="sm">
          T4 Summary: {filing.t4_summary.slips} slips, employment income{' '}
          {moneyIn(filing.t4_summary.boxes.find((b) => b.box === '14')?.amount, 'CAD')}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        {filing.w3 && <DownloadButton label="W-3 summary" download={() => downloadSummary(year, key, 'w3')} />}
        {filing.t4_summary && (
          <DownloadButton label="T4 Summary" download={() => downloadSummary(year, key, 't4_summary')} />
        )}
      </Group>
      {filing.w3 && efw2 && (
        <Group gap="xs" mt="sm" align="end">
          <TextInput
            label="SSA BSO user id"
            description="RA positions 12–19 (optional)"
            value={bso}
            maxLength={8}
            onChange={(e) => setBso(e.currentTarget.value)}
          />
          <DownloadButton label="EFW2 file (W-2s for the SSA)" download={() => downloadEfw2(year, key, bso)} />
        </Group>
      )}
      <Group gap="xs" mt="sm" align="end">
        <Select
          label="Quarter"
          w={110}
          value={quarter}
          onChange={(v) => setQuarter(v ?? '1')}
          data={['1', '2', '3', '4'].map((q) => ({ value: q, label: `Q${q}` }))}
          allowDeselect={false}
        />
        {QUARTERLY_REPORTS.map((r) => (
          <DownloadButton
            key={r}
            label={QUARTERLY_REPORT_LABELS[r]}
            download={() => downloadQuarterly(r, year, Number(quarter), key)}
          />
        ))}
      </Group>
    </Paper>
  );
}

/**
 * Tax forms (issue 14; decision 0064), on the paychecks page: the year's W-2, 1099-NEC and T4 of each
 * worker the caller reads (a contractor its own) with their PDFs; for staff and a self-employer, each
 * employer's W-3 / T4 Summary, quarterly Form 941 and state wages, Form 940, and (staff with sensitive
 * access) the EFW2 file.
 */
export function TaxFormsSection() {
  const session = useSession();
  const years = yearsFrom(new Date());
  const [year, setYear] = useState(years[0]!);
  const query = useTaxForms(Number(year));
  const subject = session?.subject;
  const own = subject !== undefined && listsOwnPaychecks(subject);
  const efw2 = subject !== undefined && downloadsEfw2File(subject);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="tax-forms-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="tax-forms-title">
          Tax forms
        </Title>
        <Select
          aria-label="Tax year"
          w={110}
          value={year}
          onChange={(v) => setYear(v ?? years[0]!)}
          data={years}
          allowDeselect={false}
        />
      </Group>
      {query.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading tax forms" />
      ) : query.isError ? (
        <Text c="red" size="sm" role="alert">
          The tax forms could not be read.
        </Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {query.data.note}
          </Text>
          <FormsTable forms={query.data.forms} own={own} />
          {query.data.employers.map((e) => (
            <EmployerFilings key={e.employer_key} filing={e} year={query.data.year} efw2={efw2} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
