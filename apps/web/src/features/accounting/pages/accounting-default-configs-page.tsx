import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AccountKind } from '@app/domain';
import { toApiError } from '../../../lib/api/errors';
import { toast, toastError } from '../../../lib/notify';
import { useDefaults, useSaveDefaults } from '../api/accounting';
import { LoadError, Loading } from '../components/load-states';
import { PartnerPicker, usePartnerChoice } from '../components/partner-picker';

/**
 * /accounting_default_configs, "Accounting Configs" (decision 0091): the partner's default account code per
 * kind. A connection's sync maps each unmapped kind to the chart's account with that code, so the codes are
 * set once for QuickBooks and Xero alike.
 */
export function AccountingDefaultConfigsPage() {
  const choice = usePartnerChoice();
  const defaults = useDefaults(choice.partnerId, choice.ready);
  const save = useSaveDefaults();
  const [draft, setDraft] = useState<Partial<Record<AccountKind, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (defaults.data) setDraft(Object.fromEntries(defaults.data.data.map((d) => [d.kind, d.account_code ?? ''])));
  }, [defaults.data]);

  let content;
  if (!choice.ready) content = <Text c="dimmed">Choose a partner to see its default account codes.</Text>;
  else if (defaults.isPending) content = <Loading what="the default account codes" />;
  else if (defaults.isError) content = <LoadError error={defaults.error} what="the default account codes" />;
  else {
    const rows = defaults.data.data;
    const submit = async () => {
      setErrors({});
      try {
        await save.mutateAsync({
          ...(choice.partnerId && { partner_id: choice.partnerId }),
          defaults: rows.map((d) => ({ kind: d.kind, account_code: draft[d.kind]?.trim() || null })),
        });
        toast.success('Default account codes saved');
      } catch (err) {
        const detail = (toApiError(err).data as { detail?: { loc?: unknown[]; msg?: string }[] } | undefined)?.detail;
        const byKind: Record<string, string> = {};
        for (const issue of Array.isArray(detail) ? detail : []) {
          const i = issue.loc?.[2];
          if (issue.loc?.[1] === 'defaults' && typeof i === 'number' && rows[i]) byKind[rows[i].kind] = issue.msg ?? '';
        }
        setErrors(byKind);
        if (Object.keys(byKind).length === 0) toastError(err);
      }
    };
    content = (
      <Stack gap="md">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Our account</Table.Th>
              <Table.Th>Default account code</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.kind}>
                <Table.Td>{d.label}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`${d.label} code`}
                    placeholder="e.g. 1200"
                    maw={200}
                    value={draft[d.kind] ?? ''}
                    error={errors[d.kind]}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setDraft((x) => ({ ...x, [d.kind]: value }));
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button loading={save.isPending} onClick={() => void submit()}>
            Save defaults
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Accounting Configs</Title>
      <Text size="sm" c="dimmed">
        The account code each of our accounts posts to by default. Syncing a connection maps every unmapped account to
        the chart&apos;s account with this code.
      </Text>
      <PartnerPicker choice={choice} />
      {content}
    </Stack>
  );
}
