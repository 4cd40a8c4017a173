import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { useAgreementsList } from '../api/get-agreements';
import {
  preparesAgreements,
  readsAgreementTemplates,
  showsPartnerColumn,
  showsWorkerColumn,
} from '../components/agreement-access';
import { agreementColumns } from '../components/agreement-columns';
import { AgreementFilters } from '../components/agreement-filters';
import { NewAgreementModal } from '../components/new-agreement-modal';
import { TemplatesPanel } from '../components/templates-panel';

function AgreementsList() {
  const list = useAgreementsList();
  const subject = useSession()?.subject;
  const columns = useMemo(
    () =>
      agreementColumns({
        partner: subject !== undefined && showsPartnerColumn(subject),
        worker: subject !== undefined && showsWorkerColumn(subject),
      }),
    [subject],
  );
  return (
    <DataList
      list={list}
      columns={columns}
      tableName="agreements"
      noun="agreements"
      filters={<AgreementFilters list={list} />}
    />
  );
}

/**
 * /agreements: the agreements the caller sees (a worker its own, to sign), with status, search, sorting and
 * CSV; New agreement for the admin and a partner's sensitive roles; the Templates tab (agreement templates
 * and their versions) for those who read them.
 */
export function AgreementsPage() {
  const subject = useSession()?.subject;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const prepares = subject !== undefined && preparesAgreements(subject);
  const templates = subject !== undefined && readsAgreementTemplates(subject);
  const tab = templates && params.get('tab') === 'templates' ? 'templates' : 'agreements';
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Agreements</Title>
        {prepares && tab === 'agreements' && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            New agreement
          </Button>
        )}
      </Group>
      {templates ? (
        <Tabs
          value={tab}
          onChange={(v) => setParams(v === 'templates' ? { tab: 'templates' } : {})}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="agreements">Agreements</Tabs.Tab>
            <Tabs.Tab value="templates">Templates</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="agreements">
            <AgreementsList />
          </Tabs.Panel>
          <Tabs.Panel value="templates">
            <TemplatesPanel kind="agreement" writes={prepares} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <AgreementsList />
      )}
      {adding && (
        <NewAgreementModal
          onClose={() => setAdding(false)}
          onCreated={(a) => {
            setAdding(false);
            navigate(`/agreements/${a.id}`);
          }}
        />
      )}
    </Stack>
  );
}
