import type { ReactNode } from 'react';
import { NotesPanel } from '../../../components/notes-panel/notes-panel';
import { RecordWorkspace } from '../../../components/record-page/record-workspace';
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
import { TAB_LABELS, workspaceTabs, type WorkspaceTab } from './workspace-tabs';

interface Props {
  contractor: ContractorRow;
  session: Session;
  /** The Profile tab: the record's fields and what the page shows beside them. */
  profile: ReactNode;
}

/**
 * The contractor record as a workspace (issue 16): a tab each for the profile, placements, time, expenses,
 * pay, documents, onboarding, notes and activity, each shown to those who may open the list behind it.
 */
export function ContractorWorkspace({ contractor, session, profile }: Props) {
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
  const tabs = workspaceTabs(session.user, session.subject).map((tab) => ({
    value: tab,
    label: TAB_LABELS[tab],
    render: () => panel(tab),
  }));
  return <RecordWorkspace tabs={tabs} />;
}
