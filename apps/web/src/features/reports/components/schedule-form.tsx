import { Alert, Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import {
  REPORT_SCHEDULE_FREQUENCIES,
  REPORT_SCHEDULE_FREQUENCY_LABELS,
  choosesPartner,
  type ReportKind,
  type ReportKindView,
  type ReportScheduleFrequency,
  type ReportScheduleView,
} from '@app/domain';
import { useClientOptions } from '../../../components/reference/client-options';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useScheduleActions } from '../api/report-schedules';

interface Props {
  kinds: ReportKindView[];
  /** The schedule being changed; none for a new one. */
  schedule: ReportScheduleView | null;
  onDone: () => void;
}

/** A schedule's report, frequency and (when the report takes them) client and, for staff, partner. */
export function ScheduleForm({ kinds, schedule, onDone }: Props) {
  const subject = useSession()?.subject;
  const staff = subject ? choosesPartner(subject) : false;
  const [kind, setKind] = useState<ReportKind | null>(schedule?.kind ?? null);
  const [frequency, setFrequency] = useState<ReportScheduleFrequency>(schedule?.frequency ?? 'weekly');
  const [clientId, setClientId] = useState<string | null>(schedule?.params.client_id ?? null);
  const [partnerId, setPartnerId] = useState<string | null>(schedule?.params.partner_id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const def = kinds.find((k) => k.kind === kind);
  const takes = (p: ReportKindView['params'][number]) => def?.params.includes(p) ?? false;
  const clients = useClientOptions(takes('client'));
  const partners = usePartnerOptions(staff && takes('partner'));
  const { save } = useScheduleActions();

  const submit = async () => {
    if (!kind) {
      setErrors({ kind: 'Choose the report' });
      return;
    }
    setFailure(null);
    const params = {
      ...(takes('client') && clientId && { client_id: clientId }),
      ...(staff && takes('partner') && partnerId && { partner_id: partnerId }),
    };
    try {
      await save.mutateAsync({ id: schedule?.id ?? null, body: { kind, frequency, params } });
      toast.success(schedule ? 'Schedule saved' : 'Schedule created');
      onDone();
    } catch (err) {
      const e = toApiError(err);
      const detail = (e.data as { detail?: { loc: (string | number)[]; msg: string }[] } | null)?.detail;
      if (Array.isArray(detail)) setErrors(Object.fromEntries(detail.map((d) => [String(d.loc.at(-1)), d.msg])));
      else setFailure(e.message);
    }
  };

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h4">
          {schedule ? `Change ${schedule.label.toLowerCase()} schedule` : 'New schedule'}
        </Title>
        <Select
          label="Report"
          required
          placeholder="Choose the report"
          data={kinds.map((k) => ({ value: k.kind, label: k.label }))}
          value={kind}
          onChange={(v) => {
            setKind(v as ReportKind | null);
            setErrors({});
          }}
          error={errors.kind}
        />
        <Select
          label="Frequency"
          required
          allowDeselect={false}
          data={REPORT_SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: REPORT_SCHEDULE_FREQUENCY_LABELS[f] }))}
          value={frequency}
          onChange={(v) => v && setFrequency(v as ReportScheduleFrequency)}
          description={
            frequency === 'weekly'
              ? 'Every Monday, on the week before; e-mailed to you.'
              : 'On the 1st of every month, on the month before; e-mailed to you.'
          }
          error={errors.frequency}
        />
        {takes('client') && (
          <Select
            label="Client"
            placeholder="All clients"
            searchable
            clearable
            data={clients.data ?? []}
            value={clientId}
            onChange={setClientId}
            error={errors.client_id}
          />
        )}
        {staff && takes('partner') && (
          <Select
            label="Partner"
            placeholder="All partners"
            searchable
            clearable
            data={partners.data ?? []}
            value={partnerId}
            onChange={setPartnerId}
            error={errors.partner_id}
          />
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {schedule && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button loading={save.isPending} onClick={() => void submit()}>
            {schedule ? 'Save schedule' : 'Create schedule'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
