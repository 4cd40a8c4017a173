import { Button, Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ptoEnrollmentCreateSchema, type ContractorView, type PtoEnrollmentCreate } from '@app/domain';
import { useState } from 'react';
import { todayIso } from '../../../components/data-list/format';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { checkedOf } from '../../../components/forms/checked';
import { useFormState } from '../../../components/forms/use-form-state';
import { FormError } from '../../../components/forms/form-error';
import { api } from '../../../lib/api/client';
import { toast } from '../../../lib/notify';
import { useEnroll } from '../api/enroll';

interface EnrollValues {
  contractor_id: string;
  start_date: string;
}

function EnrollFields({
  ruleId,
  partnerId,
  onEnrolled,
}: {
  ruleId: string;
  partnerId: string | null;
  onEnrolled: () => void;
}) {
  const enroll = useEnroll(ruleId);
  const contractors = useQuery({
    queryKey: ['pto-contractor-options'],
    queryFn: ({ signal }) =>
      api.get<ListPage<ContractorView>>('/contractors', { params: { per_page: 200, sort: 'name' }, signal }),
    staleTime: 60_000,
  });
  const options = (contractors.data?.data ?? [])
    .filter((c) => partnerId === null || c.partner.id === partnerId)
    .map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }));
  const form = useFormState<EnrollValues, PtoEnrollmentCreate>({
    initial: () => ({ contractor_id: '', start_date: todayIso() }),
    check: (v) => checkedOf(ptoEnrollmentCreateSchema.safeParse(v)),
    save: async (body) => {
      await enroll.mutateAsync(body);
      toast.success('Contractor enrolled');
      onEnrolled();
    },
    fieldKeys: ['contractor_id', 'start_date'],
  });
  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate aria-label="Enroll contractor">
      <FormError message={form.error} />
      <Group align="flex-end" gap="sm" mt="xs">
        <Select
          label="Contractor"
          placeholder={contractors.isPending ? 'Loading contractors…' : 'Choose a contractor'}
          data={options}
          searchable
          value={form.values.contractor_id || null}
          onChange={(next) => form.set('contractor_id', next ?? '')}
          error={form.fieldError('contractor_id')}
          w={280}
        />
        <TextInput label="Start date" type="date" {...form.field('start_date')} />
        <Button type="submit" loading={form.pending}>
          Enroll
        </Button>
      </Group>
    </form>
  );
}

/** Enrols one of the caller's contractors (a partner rule: only that partner's) from a start date. */
export function EnrollForm({ ruleId, partnerId }: { ruleId: string; partnerId: string | null }) {
  // A fresh form after each enrolment: no choice carried over, no errors from the last attempt.
  const [round, setRound] = useState(0);
  return <EnrollFields key={round} ruleId={ruleId} partnerId={partnerId} onEnrolled={() => setRound((n) => n + 1)} />;
}
