import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { NotesPanel } from '../../../components/notes-panel/notes-panel';
import type { Session } from '../../../lib/auth/use-session';
import type { ContractorRow } from '../api/contractor-types';
import {
  ActivityPanel,
  DocumentsPanel,
  ExpensesPanel,
  OnboardingPanel,
  PayPanel,
  PlacementsPanel,
  TimesheetsPanel,
} from './workspace-panels';
import { TAB_LABELS, tabFrom, workspaceTabs, type WorkspaceTab } from './workspace-tabs';

interface Props {
  contractor: ContractorRow;
  session: Session;
  /** The Profile tab: the record's fields and what the page shows beside them. */
  profile: ReactNode;
}

/**
 * The contractor record as a workspace (issue 16): a tab each for the profile, placements, time, expenses,
 * pay, documents, onboarding, notes and activity, the open tab in the URL (`?tab=pay`) so it can be linked and
 * Back returns to it. A tab's data loads when it is first opened.
 */
export function ContractorWorkspace({ contractor, session, profile }: Props) {
  const [params, setParams] = useSearchParams();
  const tabs = workspaceTabs(session.user, session.subject);
  const active = tabFrom(params.get('tab'), tabs);
  const choose = (tab: string | null) =>
    setParams(
      (current) => {
        if (!tab || tab === 'profile') current.delete('tab');
        else current.set('tab', tab);
        return current;
      },
      { replace: true },
    );
  const panel = (tab: WorkspaceTab): ReactNode => {
    switch (tab) {
      case 'profile':
        return profile;
      case 'placements':
        return <PlacementsPanel contractor={contractor} />;
      case 'timesheets':
        return <TimesheetsPanel contractor={contractor} />;
      case 'expenses':
        return <ExpensesPanel contractor={contractor} />;
      case 'pay':
        return <PayPanel contractor={contractor} year={new Date().getFullYear()} />;
      case 'documents':
        return <DocumentsPanel contractor={contractor} />;
      case 'onboarding':
        return <OnboardingPanel contractor={contractor} />;
      case 'notes':
        return <NotesPanel subjectType="contractor" subjectId={contractor.id} />;
      case 'activity':
        return <ActivityPanel contractor={contractor} />;
    }
  };
  return (
    <Tabs value={active} onChange={choose} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {TAB_LABELS[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          {panel(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
