/**
 * The contractor workspace's tabs (issue 16): each shown only to a user who may open the list behind it (the
 * same links the route guard checks) — a client sees the placements and time at its own company, a contractor
 * its own pay, staff everything.
 */
import { seesNotes, type AccessSubject, type CurrentUser } from '@app/domain';
import { mayOpen } from '../../../lib/may-open';
import { seesContractorActivity } from './contractor-access';

export const WORKSPACE_TABS = [
  'profile',
  'placements',
  'timesheets',
  'expenses',
  'pay',
  'documents',
  'onboarding',
  'notes',
  'activity',
] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

export const TAB_LABELS: Record<WorkspaceTab, string> = {
  profile: 'Profile',
  placements: 'Placements',
  timesheets: 'Timesheets',
  expenses: 'Expenses',
  pay: 'Pay',
  documents: 'Documents',
  onboarding: 'Onboarding',
  notes: 'Notes',
  activity: 'Activity',
};

/** The list page behind each tab, whose access decides the tab. */
const LIST_OF: Partial<Record<WorkspaceTab, string>> = {
  placements: '/assignments',
  timesheets: '/timesheets',
  expenses: '/expenses',
  pay: '/paychecks',
  documents: '/contractor_documents',
  onboarding: '/onboarding',
};

export function workspaceTabs(user: CurrentUser, s: AccessSubject): WorkspaceTab[] {
  return WORKSPACE_TABS.filter((tab) => {
    if (tab === 'profile') return true;
    if (tab === 'notes') return seesNotes(user.user_type);
    if (tab === 'activity') return seesContractorActivity(s);
    return mayOpen(user, LIST_OF[tab]!);
  });
}
