import { Alert, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { EasyApproveSendResult } from '@app/domain';
import { useMemo, useState } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { useClientOptions } from '../../../components/reference/client-options';
import { addDays, weekStartOf } from '../../../lib/week';
import { formatWeek, todayIso } from '../../../components/data-list/format';
import { useSendApprovalEmails } from '../api/send-approval-emails';

/** How many recent weeks the picker offers (this week first). */
const WEEKS_OFFERED = 8;
const ALL_WEEKS = 'all';

/** This week's Monday and the ones before it, as the send takes a week: by its Monday. */
function weekOptions(today: string) {
  const monday = weekStartOf(today, 1);
  const weeks = Array.from({ length: WEEKS_OFFERED }, (_, i) => addDays(monday, -7 * i)).map((start, i) => ({
    value: start,
    label: `${i === 0 ? 'This week' : i === 1 ? 'Last week' : 'Week'}: ${formatWeek(start)}`,
  }));
  return [...weeks, { value: ALL_WEEKS, label: 'Every week with pending time' }];
}

function SentList({ result }: { result: EasyApproveSendResult }) {
  const n = result.sent.length;
  if (n === 0)
    return (
      <Alert color="gray" variant="light" role="status" title="Nothing to send">
        No client approver has pending time for that choice, so no e-mail was sent.
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Alert color="green" variant="light" role="status" title={`Sent ${n} approval e-mail${n === 1 ? '' : 's'}`}>
        Each approver got a link to their client&apos;s week; it works once and expires in 7 days.
      </Alert>
      <Table striped withTableBorder aria-label="Approval e-mails sent">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Approver</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Week</Table.Th>
            <Table.Th ta="right">Pending entries</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.sent.map((s) => (
            <Table.Tr key={`${s.email}:${s.client.id}:${s.week_start}`}>
              <Table.Td>{s.email}</Table.Td>
              <Table.Td>{s.client.name}</Table.Td>
              <Table.Td>{formatWeek(s.week_start)}</Table.Td>
              <Table.Td ta="right">{s.entries}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function SendDialog({ onClose }: { onClose: () => void }) {
  const clients = useClientOptions();
  const weeks = useMemo(() => weekOptions(todayIso()), []);
  const [clientId, setClientId] = useState<string | null>(null);
  const [week, setWeek] = useState<string>(weeks[0]!.value);
  const send = useSendApprovalEmails();
  const error = send.isError ? toApiError(send.error) : null;

  const submit = () =>
    send.mutate({
      ...(clientId ? { client_id: clientId } : {}),
      ...(week !== ALL_WEEKS ? { week_start: week } : {}),
    });

  return (
    <Modal opened onClose={() => !send.isPending && onClose()} title="Send approval e-mails" size="lg">
      <Stack>
        {send.isSuccess ? (
          <SentList result={send.data} />
        ) : (
          <>
            <Text size="sm">
              Each client approver (owner, manager, admin or finance) gets an e-mail with a one-time link to approve or
              reject their client&apos;s pending time for the week, without signing in. Sending again replaces the links
              sent before for the same week.
            </Text>
            <Select
              label="Client"
              placeholder={clients.isPending ? 'Loading clients…' : 'Every client with pending time'}
              data={clients.data ?? []}
              value={clientId}
              onChange={setClientId}
              searchable
              clearable
              nothingFoundMessage="No client by that name"
            />
            <Select
              label="Week"
              description="Each client's own workweek that holds this Monday"
              data={weeks}
              value={week}
              onChange={(v) => setWeek(v ?? weeks[0]!.value)}
              allowDeselect={false}
            />
            {error && !error.silent && (
              <Alert color="red" variant="light" role="alert" title="Nothing was sent">
                {error.message}
              </Alert>
            )}
          </>
        )}
        <Group justify="flex-end">
          {send.isSuccess ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={send.isPending}>
                Cancel
              </Button>
              <Button leftSection={<IconMail size={16} aria-hidden />} loading={send.isPending} onClick={submit}>
                Send e-mails
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** /approvals, for platform staff: mail the client approvers their easy-approve links now. */
export function SendApprovalEmails() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} onClick={() => setOpen(true)}>
        Send approval e-mails
      </Button>
      {open && <SendDialog onClose={() => setOpen(false)} />}
    </>
  );
}
