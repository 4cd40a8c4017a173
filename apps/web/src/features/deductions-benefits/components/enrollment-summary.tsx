import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { BenefitEnrollmentDetail } from '@app/domain';
import { formatCalendarDate, formatMoney } from '../../../components/data-list/format';
import { Field } from '../../../components/reference/detail-parts';
import { planKindLabel, STATUS_COLORS, tierLabel, treatmentLabel } from './benefit-format';

const text = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

/** One enrollment: the plan, tier, dates, and what each paycheck deducts and the employer contributes. */
export function EnrollmentSummary({ e, headingLevel = 2 }: { e: BenefitEnrollmentDetail; headingLevel?: 1 | 2 }) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={e.plan.name}>
      <Group mb="md">
        <Title order={headingLevel} size={headingLevel === 1 ? 'h2' : 'h4'}>
          {e.plan.name}
        </Title>
        <Badge variant="light" color={STATUS_COLORS[e.status]}>
          {e.status}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Field label="Worker">{text(e.contractor.name)}</Field>
        <Field label="Kind">{text(planKindLabel(e.plan.kind))}</Field>
        <Field label="Offered by">{text(e.plan.source === 'eor' ? 'The platform' : e.partner.name)}</Field>
        <Field label="Coverage">{text(tierLabel(e.tier))}</Field>
        <Field label="Tax treatment">{text(treatmentLabel(e.plan.tax_treatment))}</Field>
        <Field label="Enrolled from">{text(e.source === 'onboarding' ? 'Onboarding' : 'The employer')}</Field>
        <Field label="Employee cost a month">{text(formatMoney(e.employee_monthly_cost))}</Field>
        <Field label="Employer cost a month">{text(formatMoney(e.employer_monthly_cost))}</Field>
        {e.per_paycheck && (
          <Field label={`Each ${e.per_paycheck.frequency} paycheck`}>
            {text(
              `${formatMoney(e.per_paycheck.employee)} deducted · ${formatMoney(e.per_paycheck.employer)} from the employer`,
            )}
          </Field>
        )}
        <Field label="Starts">{text(formatCalendarDate(e.start_date))}</Field>
        <Field label="Ends">{text(e.end_date && formatCalendarDate(e.end_date))}</Field>
      </SimpleGrid>
    </Paper>
  );
}
