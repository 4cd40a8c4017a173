import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  JOB_CLASSIFICATIONS,
  CONTRACTOR_STATUSES,
  canSeeCanada,
  rateVisibility,
  seesSeveralPartners,
} from '@app/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { CLASSIFICATION_LABELS, STATUS_LABELS } from '../api/contractor-types';
import { useContractorsList } from '../api/get-contractors';
import { followsOnboarding, seesContractorTaxId } from '../components/contractor-access';
import { contractorColumns } from '../components/contractor-columns';

/**
 * /contractors: the contractors this user may see (the API scopes them), each with its current placement — client,
 * assignment, start date and the rates the user may see — and for those who follow it, its onboarding step;
 * filterable and exportable.
 */
export function ContractorsPage() {
  const list = useContractorsList();
  const session = useSession();
  const subject = session?.subject ?? null;
  const showPartner = subject !== null && seesSeveralPartners(subject);
  const showTaxId = subject !== null && seesContractorTaxId(subject);
  const rates = subject !== null ? rateVisibility(subject) : { pay: false, bill: false };
  const showOnboarding = subject !== null && followsOnboarding(subject);
  const columns = useMemo(
    () =>
      contractorColumns({ showPartner, showTaxId, showPayRate: rates.pay, showBillRate: rates.bill, showOnboarding }),
    [showPartner, showTaxId, rates.pay, rates.bill, showOnboarding],
  );
  const canCreate = session?.user.links.includes('/create_contractor') ?? false;
  const classifications = JOB_CLASSIFICATIONS.filter(
    (c) => c !== 'canada_t4' || (subject !== null && canSeeCanada(subject)),
  ).map((value) => ({ value, label: CLASSIFICATION_LABELS[value] }));
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Contractors</Title>
        {canCreate && (
          <Button component={Link} to="/create_contractor" leftSection={<IconPlus size={16} aria-hidden />}>
            New contractor
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="contractors"
        noun="contractors"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Name or email" search />
            <SelectFilter list={list} name="classification" label="Classification" data={classifications} />
            <SelectFilter
              list={list}
              name="status"
              label="Status"
              data={CONTRACTOR_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            />
          </>
        }
      />
    </Stack>
  );
}
