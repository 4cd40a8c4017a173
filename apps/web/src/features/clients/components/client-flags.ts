import type { ClientFlags } from '@app/domain';

/** The client flags in plain English, as the form labels them and the detail page shows them. */
export const CLIENT_FLAG_LABELS: Record<keyof ClientFlags, string> = {
  can_create_assignment: 'Client may create contractors, jobs and assignments',
  show_contractor_personal: 'Client sees contractor personal data',
  requires_signature_for_approval: 'Client signs timesheets to approve them',
};

export const CLIENT_FLAGS = Object.keys(CLIENT_FLAG_LABELS) as (keyof ClientFlags)[];

/** The same flags when off, so a read-only badge never needs a strike-through to be read. */
export const CLIENT_FLAG_OFF_LABELS: Record<keyof ClientFlags, string> = {
  can_create_assignment: 'Client may not create contractors, jobs or assignments',
  show_contractor_personal: 'Client does not see contractor personal data',
  requires_signature_for_approval: 'Client approves timesheets without signing',
};
