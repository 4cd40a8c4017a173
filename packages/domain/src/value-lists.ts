/**
 * Value lists and limits the schemas and the screens share, in a module that builds no zod schema: a screen
 * that needs only a status list or a limit (a label, a filter's options) loads this and not the schemas of
 * the module that validates them (the web build treats @app/domain as free of side effects, so a module is
 * bundled — schemas and all — only when something it exports is used). Each is re-exported where it was
 * defined before.
 */

export const SERVICE_LOG_STATUSES = ['success', 'failure'] as const;

export const CONTRACTOR_STATUSES = ['onboarding', 'active', 'inactive'] as const;

export const ASSIGNMENT_STATUS_VALUES = ['pending', 'live', 'ended'] as const;

export const VERIFICATION_STATUSES = [
  'pending',
  'processing',
  'awaiting_approval',
  'approved',
  'rejected',
  'failed',
] as const;

/** invited: never set a password yet; deactivated: `active` is off (sessions revoked). */
export const MEMBER_STATUSES = ['active', 'invited', 'deactivated'] as const;

export const PRODUCT_LINES = ['Self-Employer', 'Eor'] as const;

export const FUNDING_TYPES = ['Self funded', 'Funded'] as const;

export const BULK_MAX_ENTRIES = 1000;

export const SAVED_VIEWS_PER_TABLE = 25;

export const SAVED_VIEW_NAME_MAX = 60;

/** Paging is never part of a view: page 4 of another day's rows means nothing. */
export const VIEW_QUERY_DROPPED_KEYS = ['page', 'cursor'] as const;
