import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  BENEFIT_PLAN_KINDS,
  BENEFIT_TAX_TREATMENT_LABELS,
  BENEFIT_TAX_TREATMENTS,
  COVERAGE_TIER_LABELS,
  COVERAGE_TIERS,
  type BenefitTierCost,
  type CoverageTier,
  type EorBenefitCreate,
} from '@app/domain';
import { useState } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useCreatePlan } from '../api/benefits';
import { planKindLabel } from './benefit-format';

type Costs = Record<CoverageTier, { employee: string; employer: string }>;
const NO_COSTS = Object.fromEntries(COVERAGE_TIERS.map((t) => [t, { employee: '', employer: '' }])) as Costs;

/** New platform plan: name, kind, how the employee share is taxed, and each offered tier's monthly costs. */
export function NewPlanModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const create = useCreatePlan('eor');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<EorBenefitCreate['kind']>('medical');
  const [treatment, setTreatment] = useState<EorBenefitCreate['tax_treatment']>('section_125');
  const [costs, setCosts] = useState<Costs>(NO_COSTS);
  const setCost = (tier: CoverageTier, side: 'employee' | 'employer', v: string) =>
    setCosts((c) => ({ ...c, [tier]: { ...c[tier], [side]: v } }));
  const submit = () => {
    const tiers: BenefitTierCost[] = COVERAGE_TIERS.filter(
      (t) => t === 'employee_only' || costs[t].employee || costs[t].employer,
    ).map((tier) => ({
      tier,
      employee_monthly_cost: costs[tier].employee || '0',
      employer_monthly_cost: costs[tier].employer || '0',
    }));
    create.mutate(
      { name, kind, tax_treatment: treatment, tiers },
      {
        onSuccess: (p) => {
          toast.success(`${p.name} offered`);
          onClose();
        },
      },
    );
  };
  const error = create.isError ? toApiError(create.error) : null;
  return (
    <Modal opened onClose={() => !create.isPending && onClose()} title="New platform plan" size="lg">
      <Stack>
        {error && !error.silent && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        <SimpleGrid cols={2}>
          <Select
            label="Kind"
            data={BENEFIT_PLAN_KINDS.map((value) => ({ value, label: planKindLabel(value) }))}
            value={kind}
            onChange={(v) => v && setKind(v as EorBenefitCreate['kind'])}
            allowDeselect={false}
          />
          <Select
            label="Employee share taxed"
            data={BENEFIT_TAX_TREATMENTS.map((value) => ({ value, label: BENEFIT_TAX_TREATMENT_LABELS[value] }))}
            value={treatment}
            onChange={(v) => v && setTreatment(v as EorBenefitCreate['tax_treatment'])}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Text size="sm" fw={600}>
          Monthly costs by coverage (leave a tier blank not to offer it)
        </Text>
        {COVERAGE_TIERS.map((tier) => (
          <SimpleGrid cols={2} key={tier}>
            <TextInput
              label={`${COVERAGE_TIER_LABELS[tier]}: employee`}
              value={costs[tier].employee}
              onChange={(e) => setCost(tier, 'employee', e.currentTarget.value)}
              required={tier === 'employee_only'}
            />
            <TextInput
              label={`${COVERAGE_TIER_LABELS[tier]}: employer`}
              value={costs[tier].employer}
              onChange={(e) => setCost(tier, 'employer', e.currentTarget.value)}
              required={tier === 'employee_only'}
            />
          </SimpleGrid>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Offer plan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
