import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import { CLASSIFICATION_LABELS, fullName, type ContractorRow } from '../api/contractor-types';
import { StatusBadge } from '../../../components/status-badge';
import { formatCalendarDate, formatMoment, formatRate } from '../../../components/data-list/format';

interface Options {
  showPartner: boolean;
  /** Sales partners and some clients get no personal fields: no tax id column then. */
  showTaxId: boolean;
  /** The current placement's rates, each side for those who see it (the API sends no other). */
  showPayRate: boolean;
  showBillRate: boolean;
  /** The onboarding column: those who follow onboarding. */
  showOnboarding: boolean;
}

/** "Complete", or the step the worker is on with how far along ("W-4 · 2 of 5"). */
export function onboardingText(o: ContractorRow['onboarding']): string {
  if (!o) return '—';
  if (o.current_step === null) return 'Complete';
  return `${o.current_step_title ?? o.current_step} · ${o.completed_count} of ${o.required_count}`;
}

export function contractorColumns({
  showPartner,
  showTaxId,
  showPayRate,
  showBillRate,
  showOnboarding,
}: Options): DataListColumn<ContractorRow>[] {
  const columns: DataListColumn<ContractorRow>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={`/contractors/${c.id}`}>
          {fullName(c)}
        </Anchor>
      ),
    },
    { accessor: 'email', title: 'Email', sortable: true },
    {
      accessor: 'classification',
      title: 'Classification',
      sortable: true,
      render: (c) => CLASSIFICATION_LABELS[c.classification],
    },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: (c) => <StatusBadge of="contractorStatus" value={c.status} />,
    },
    {
      accessor: 'current_placement.client.name',
      title: 'Client',
      render: (c) => c.current_placement?.client.name ?? '—',
    },
    {
      accessor: 'current_placement.job_title',
      title: 'Current assignment',
      render: (c) =>
        c.current_placement ? (
          <Anchor component={Link} to={`/assignments/${c.current_placement.id}`}>
            {c.current_placement.job_title}
            {c.current_placement.status === 'pending' ? ' (starts soon)' : ''}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'current_placement.start_date',
      title: 'Start date',
      noWrap: true,
      render: (c) => formatCalendarDate(c.current_placement?.start_date),
    },
    {
      accessor: 'current_placement.pay_rate',
      title: 'Pay rate',
      noWrap: true,
      textAlign: 'right',
      render: (c) => formatRate(c.current_placement?.pay_rate),
    },
    {
      accessor: 'current_placement.bill_rate',
      title: 'Bill rate',
      noWrap: true,
      textAlign: 'right',
      render: (c) => formatRate(c.current_placement?.bill_rate),
    },
    { accessor: 'onboarding', title: 'Onboarding', render: (c) => onboardingText(c.onboarding) },
    { accessor: 'tax_id', title: 'Tax id', noWrap: true, render: (c) => c.tax_id?.masked ?? '—' },
    { accessor: 'partner.name', title: 'Partner', render: (c) => c.partner.name },
    {
      accessor: 'corp_to_corp.name',
      title: 'Corp-to-corp',
      adminOnly: true,
      render: (c) => c.corp_to_corp?.name ?? '—',
    },
    { accessor: 'user_id', title: 'User ID', adminOnly: true, noWrap: true, render: (c) => c.user_id ?? '—' },
    {
      accessor: 'created_at',
      title: 'Created',
      sortable: true,
      noWrap: true,
      render: (c) => formatMoment(c.created_at),
    },
  ];
  const hidden = new Set<string>([
    ...(showPartner ? [] : ['partner.name']),
    ...(showTaxId ? [] : ['tax_id']),
    ...(showPayRate ? [] : ['current_placement.pay_rate']),
    ...(showBillRate ? [] : ['current_placement.bill_rate']),
    ...(showOnboarding ? [] : ['onboarding']),
  ]);
  return columns.filter((c) => !hidden.has(String(c.accessor)));
}
