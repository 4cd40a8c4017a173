import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { BENEFIT_PLAN_KIND_LABELS, type OnboardingStepView } from '@app/domain';
import { toApiError } from '../../../lib/api/errors';
import { FormError } from '../../../components/forms/form-error';
import { formatMoney } from '../../../components/data-list/format';

interface Props {
  step: OnboardingStepView;
  onSubmit: (body: { waived: boolean; plan_ids: string[] }) => Promise<unknown>;
}

const NONE = 'none';
/** "Medical" → "medical", keeping an acronym's capitals ("… (HSA)"). */
const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** One plan (or none) per kind from the partner's active plans, or benefits waived altogether. */
export function BenefitsStep({ step, onSubmit }: Props) {
  const plans = step.benefit_plans ?? [];
  const kinds = [...new Set(plans.map((p) => p.kind))];
  const [waived, setWaived] = useState(false);
  const [choice, setChoice] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = Object.values(choice).filter((id) => id !== NONE);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!waived && chosen.length === 0) {
      setError('Choose at least one plan or waive benefits');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onSubmit({ waived, plan_ids: waived ? [] : chosen });
    } catch (err) {
      const apiError = toApiError(err);
      if (!apiError.silent) setError(apiError.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Benefits Selection">
      <Stack>
        <FormError message={error} />
        {kinds.map((kind) => (
          <Radio.Group
            key={kind}
            label={`${BENEFIT_PLAN_KIND_LABELS[kind]} plan`}
            value={choice[kind] ?? NONE}
            onChange={(v) => setChoice((c) => ({ ...c, [kind]: v }))}
          >
            <Stack gap="xs" mt="xs">
              {plans
                .filter((p) => p.kind === kind)
                .map((p) => (
                  <Radio
                    key={p.id}
                    value={p.id}
                    disabled={waived}
                    label={`${p.name}: ${formatMoney(p.employee_monthly_cost)} a month from your pay`}
                  />
                ))}
              <Radio value={NONE} disabled={waived} label={`No ${lowerFirst(BENEFIT_PLAN_KIND_LABELS[kind])} plan`} />
            </Stack>
          </Radio.Group>
        ))}
        {kinds.length === 0 && <Text c="dimmed">Your employer has no plans to choose from.</Text>}
        <Checkbox label="I waive all benefits" checked={waived} onChange={(e) => setWaived(e.currentTarget.checked)} />
        <Group>
          <Button type="submit" loading={pending}>
            {waived ? 'Waive benefits' : 'Enroll'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
