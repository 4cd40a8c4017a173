import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { choosesPartner, type ReportKindView, type ReportParams } from '@app/domain';
import { useClientOptions } from '../../../components/reference/client-options';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useRequestReport } from '../api/reports';

type Errors = Record<string, string>;

/** The API's 422 detail, by the parameter it names (`body.params.date_to` → `date_to`). */
function errorsOf(err: unknown): Errors | null {
  const data = toApiError(err).data as { detail?: { loc: (string | number)[]; msg: string }[] } | null;
  if (!Array.isArray(data?.detail)) return null;
  return Object.fromEntries(data.detail.map((d) => [String(d.loc.at(-1)), d.msg]));
}

/** "Run report": the kind's parameters (a period, a client, a partner for staff), then the request. */
export function RunReportDialog({ kind, onClose }: { kind: ReportKindView | null; onClose: () => void }) {
  const subject = useSession()?.subject;
  const takes = (p: ReportKindView['params'][number]) => kind?.params.includes(p) ?? false;
  const staff = subject ? choosesPartner(subject) : false;
  const clients = useClientOptions(takes('client'));
  const partners = usePartnerOptions(staff && takes('partner'));
  const [params, setParams] = useState<ReportParams>({});
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRequestReport();
  const navigate = useNavigate();
  const set = (key: keyof ReportParams, value: string | null) => {
    setParams((p) => ({ ...p, [key]: value || undefined }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const close = () => {
    setParams({});
    setErrors({});
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!kind) return;
    setFailure(null);
    try {
      const report = await request.mutateAsync({ kind: kind.kind, params });
      toast.success(`${kind.label} requested`);
      close();
      void navigate(`/reports/${report.id}`);
    } catch (err) {
      const byField = errorsOf(err);
      if (byField) setErrors(byField);
      else setFailure(toApiError(err).message);
    }
  };
  return (
    <Modal opened={kind !== null} onClose={close} title={kind ? `Run ${kind.label.toLowerCase()}` : ''}>
      {kind && (
        <Stack>
          <Text size="sm" c="dimmed">
            {kind.description}
          </Text>
          {takes('date_range') && (
            <SimpleGrid cols={2}>
              <TextInput
                type="date"
                label={`${kind.date_label ?? 'Date'} from`}
                value={params.date_from ?? ''}
                onChange={(e) => set('date_from', e.currentTarget.value)}
                error={errors.date_from || undefined}
              />
              <TextInput
                type="date"
                label="to"
                value={params.date_to ?? ''}
                onChange={(e) => set('date_to', e.currentTarget.value)}
                error={errors.date_to || undefined}
              />
            </SimpleGrid>
          )}
          {takes('client') && (
            <Select
              label="Client"
              placeholder="All clients"
              searchable
              clearable
              data={clients.data ?? []}
              value={params.client_id ?? null}
              onChange={(v) => set('client_id', v)}
              error={errors.client_id || undefined}
            />
          )}
          {staff && takes('partner') && (
            <Select
              label="Partner"
              placeholder="All partners"
              searchable
              clearable
              data={partners.data ?? []}
              value={params.partner_id ?? null}
              onChange={(v) => set('partner_id', v)}
              error={errors.partner_id || undefined}
            />
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={request.isPending} onClick={() => void submit()}>
              Run report
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
