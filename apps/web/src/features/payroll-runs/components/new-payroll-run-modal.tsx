import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PayrollRunCreate, WorkPeriodView } from '@app/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCalendarDate, formatDateRange } from '../../../components/data-list/format';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useCreatePayrollRun } from '../api/create-payroll-run';
import { usePayPeriods, type PeriodsEmployer } from '../api/get-pay-periods';
import { useRunPartners } from '../api/get-run-partners';

/** Periods offered at first, and how many more "Show earlier periods" adds (the API gives at most 60). */
const FIRST_PERIODS = 12;
const MORE_PERIODS = 12;
const MAX_PERIODS = 60;
/** Periods after the current one "Show later periods" offers (a run prepared ahead, e.g. for salaries). */
const LATER_PERIODS = 4;

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

const PERIOD_TAGS: Record<NonNullable<WorkPeriodView['label']>, string> = {
  next: ' (next)',
  current: ' (current)',
  last: ' (last)',
};

/** "Nov 16, 2026 – Nov 22, 2026 · pays Nov 27, 2026 (last)" */
export const periodOptionLabel = (p: WorkPeriodView) =>
  `${formatDateRange(p.period_start_date, p.period_end_date)} · pays ${formatCalendarDate(p.pay_date)}${
    p.label ? PERIOD_TAGS[p.label] : ''
  }`;

/** An API refusal as the dialog shows it (a 422 names the field it is about). */
function refusalOf(error: unknown): string | null {
  const e = toApiError(error);
  return e.silent ? null : e.message;
}

/**
 * New payroll run: staff choose the partner whose workers to pay, then a pay period of its employer's
 * calendar (the platform's for EOR work, a self-employer's own); a self-employer partner's users choose
 * the period only. Create previews every worker's paycheck and lands on the run (the same run when the
 * period already has one). When the calendar cannot be read (a partner role the payroll settings do not
 * admit), the period's first day is typed in instead.
 */
export function NewPayrollRunModal({ picksPartner, onClose }: { picksPartner: boolean; onClose: () => void }) {
  useReturnFocus();
  const navigate = useNavigate();
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const [typedStart, setTypedStart] = useState('');
  const [count, setCount] = useState(FIRST_PERIODS);
  const [ahead, setAhead] = useState(0);
  const [tried, setTried] = useState(false);
  const partners = useRunPartners(picksPartner);
  const partner = partners.data?.find((p) => p.id === partnerId) ?? null;
  const employer: PeriodsEmployer = picksPartner
    ? partner && { key: partner.self_employer ? partner.id : 'platform' }
    : 'own';
  const periods = usePayPeriods(employer, count, ahead);
  const create = useCreatePayrollRun();
  const typing = periods.isError;
  const chosenStart = typing ? (isDay(typedStart) ? typedStart : null) : periodStart;

  const partnerOptions = useMemo(
    () =>
      (partners.data ?? []).map((p) => ({
        value: p.id,
        label: p.self_employer ? `${p.name} (self-employer)` : p.name,
      })),
    [partners.data],
  );
  const periodOptions = useMemo(
    () => (periods.data?.data ?? []).map((p) => ({ value: p.period_start_date, label: periodOptionLabel(p) })),
    [periods.data],
  );

  const partnerError = tried && picksPartner && !partnerId ? 'Choose the partner whose workers to pay' : null;
  const periodError = tried && !chosenStart ? 'Choose the pay period' : null;

  const submit = () => {
    setTried(true);
    if (create.isPending || !chosenStart || (picksPartner && !partnerId)) return;
    const body: PayrollRunCreate = {
      ...(picksPartner && partnerId ? { partner_id: partnerId } : {}),
      period_start: chosenStart,
    };
    create.mutate(body, {
      onSuccess: (run) => {
        toast.success(`Payroll run for ${formatDateRange(run.period_start, run.period_end)} ready`);
        onClose();
        void navigate(`/payroll_runs/${run.id}`);
      },
    });
  };
  const error = create.isError ? refusalOf(create.error) : null;

  return (
    <Modal
      opened
      onClose={() => !create.isPending && onClose()}
      title="New payroll run"
      closeOnClickOutside={!create.isPending}
      closeOnEscape={!create.isPending}
    >
      <Stack>
        <Text size="sm">
          Previews every worker&apos;s paycheck from the approved time and expenses not yet paid, up to the end of the
          period. Nothing is paid until the run is approved.
        </Text>
        {picksPartner && (
          <Select
            label="Partner"
            placeholder="Choose a partner"
            required
            searchable
            data={partnerOptions}
            value={partnerId}
            onChange={(v) => {
              setPartnerId(v);
              setPeriodStart(null);
              setCount(FIRST_PERIODS);
              setAhead(0);
              create.reset();
            }}
            error={partnerError}
            nothingFoundMessage="No partner matches"
          />
        )}
        {typing ? (
          <TextInput
            label="First day of the pay period"
            description="The pay calendar could not be read: type the day the period starts."
            type="date"
            required
            value={typedStart}
            onChange={(e) => {
              setTypedStart(e.currentTarget.value);
              create.reset();
            }}
            error={periodError}
          />
        ) : (
          <Stack gap={4}>
            <Select
              label="Pay period"
              placeholder={picksPartner && !partnerId ? 'Choose the partner first' : 'Choose a pay period'}
              required
              data={periodOptions}
              value={periodStart}
              onChange={(v) => {
                setPeriodStart(v);
                create.reset();
              }}
              disabled={employer === null || periods.isPending}
              error={periodError}
              description="Periods of the employer's pay calendar, latest first."
              maxDropdownHeight={280}
            />
            {employer !== null && periods.isSuccess && (
              <Group justify="flex-end" gap="xs">
                {ahead === 0 && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setAhead(LATER_PERIODS)}
                    loading={periods.isFetching}
                  >
                    Show later periods
                  </Button>
                )}
                {count < MAX_PERIODS && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setCount((n) => Math.min(n + MORE_PERIODS, MAX_PERIODS))}
                    loading={periods.isFetching}
                  >
                    Show earlier periods
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" title="Could not create the payroll run">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create payroll run
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
