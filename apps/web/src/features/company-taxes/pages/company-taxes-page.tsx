import { Alert, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useCompanyTaxEmployers } from '../api/get-company-tax-employers';
import { useCompanyTaxes } from '../api/get-company-taxes';
import { CompRatesList } from '../components/comp-rates-list';
import { CompanyTaxProfileCard } from '../components/company-tax-profile-card';
import { RegistrationsList } from '../components/registrations-list';

type Tab = 'registrations' | 'workers_comp';
const tabOf = (search: URLSearchParams): Tab =>
  search.get('tab') === 'workers_comp' ? 'workers_comp' : 'registrations';

/**
 * /company_taxes: an employer's own tax figures — its legal name and FEIN (last four shown), its state
 * unemployment registrations (SUTA rate and wage base per state and year) and its workers' comp rates —
 * which the payroll engine reads as the employer's cost. Staff pick the employer (the platform or a
 * self-employer partner); a self-employer's owner, manager, finance and admin keep their own. Read-only
 * for those who may read but not change them (EOR staff).
 */
export function CompanyTaxesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('employer_key') ?? '';
  const taxes = useCompanyTaxes(requested);
  const employers = useCompanyTaxEmployers();
  const tab = tabOf(searchParams);

  // Each tab keeps its own page, sort and filters; the employer carries over.
  const go = (patch: { tab?: Tab; employer_key?: string | null }) => {
    const next = new URLSearchParams();
    const employer = patch.employer_key === undefined ? requested : patch.employer_key;
    const nextTab = patch.tab ?? tab;
    if (employer) next.set('employer_key', employer);
    if (nextTab !== 'registrations') next.set('tab', nextTab);
    const hideNavigation = searchParams.get('hide_navigation');
    if (hideNavigation) next.set('hide_navigation', hideNavigation);
    setSearchParams(next);
  };

  if (taxes.isPending) return <PageLoader />;
  if (taxes.isError) {
    const error = toApiError(taxes.error);
    if (error.statusCode === 404 || error.statusCode === 403) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the company taxes">
        {error.message}
      </Alert>
    );
  }
  const view = taxes.data;
  const all = employers.data ?? [];

  return (
    <Stack gap="lg">
      <Title order={1}>Company Taxes</Title>
      {all.length > 1 && (
        <Select
          label="Employer"
          data={all.map((e) => ({ value: e.key, label: e.name }))}
          value={view.employer_key}
          onChange={(v) => go({ employer_key: v === all[0]?.key ? null : v })}
          allowDeselect={false}
          w={260}
        />
      )}
      <Text size="sm" c="dimmed">
        {view.employer_name}&apos;s own figures: the SUTA rate each state assigned it, that state&apos;s wage base, and
        its workers&apos; comp rates. Paychecks figure the employer&apos;s cost from them.
        {!view.can_edit && ' You can read them but not change them.'}
      </Text>
      <CompanyTaxProfileCard taxes={view} />
      <Tabs value={tab} onChange={(v) => v && go({ tab: v as Tab })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="registrations">State registrations</Tabs.Tab>
          <Tabs.Tab value="workers_comp">Workers&apos; comp rates</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="registrations" pt="md">
          <RegistrationsList employerKey={view.employer_key} canEdit={view.can_edit} />
        </Tabs.Panel>
        <Tabs.Panel value="workers_comp" pt="md">
          <CompRatesList employerKey={view.employer_key} canEdit={view.can_edit} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
