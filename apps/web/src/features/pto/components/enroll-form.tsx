import { Button, Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ptoEnrollmentCreateSchema, type ContractorView } from '@app/domain';
import { useState } from 'react';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { FormError } from '../../auth/components/form-error';
import { api } from '../../../lib/api/client';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useEnroll } from '../api/pto';

const today = () => new Date().toISOString().slice(0, 10);

/** Enrols one of the caller's contractors (a partner rule: only that partner's) from a start date. */
export function EnrollForm({ ruleId, partnerId }: { ruleId: string; partnerId: string | null }) {
  const enroll = useEnroll(ruleId);
  const [contractorId, setContractorId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(today());
  const [tried, setTried] = useState(false);
  const contractors = useQuery({
    queryKey: ['pto-contractor-options'],
    queryFn: ({ signal }) =>
      api.get<ListPage<ContractorView>>('/contractors', { params: { per_page: 200, sort: 'name' }, signal }),
    staleTime: 60_000,
  });
  const options = (contractors.data?.data ?? [])
    .filter((c) => partnerId === null || c.partner.id === partnerId)
    .map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }));
  const parsed = ptoEnrollmentCreateSchema.safeParse({ contractor_id: contractorId ?? '', start_date: startDate });
  const issue = (key: string) =>
    tried && !parsed.success ? (parsed.error.issues.find((i) => i.path[0] === key)?.message ?? null) : null;
  const serverError = enroll.isError ? toApiError(enroll.error) : null;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    try {
      await enroll.mutateAsync(parsed.data);
      toast.success('Contractor enrolled');
      setContractorId(null);
      setTried(false);
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Enroll contractor">
      {serverError && !serverError.silent && <FormError message={serverError.message} />}
      <Group align="flex-end" gap="sm" mt="xs">
        <Select
          label="Contractor"
          placeholder={contractors.isPending ? 'Loading contractors…' : 'Choose a contractor'}
          data={options}
          searchable
          value={contractorId}
          onChange={setContractorId}
          error={issue('contractor_id')}
          w={280}
        />
        <TextInput
          label="Start date"
          type="date"
          value={startDate}
          onChange={(e) => setStartDate(e.currentTarget.value)}
          error={issue('start_date')}
        />
        <Button type="submit" loading={enroll.isPending}>
          Enroll
        </Button>
      </Group>
    </form>
  );
}
