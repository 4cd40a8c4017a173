/**
 * Data exports (/data_export, issue 17, decision 0088): the requester's whole data set as a ZIP of CSVs,
 * built in the background with a report's statuses, downloadable once by the requester within
 * DATA_EXPORT_HOURS of being finished.
 */
import { z } from 'zod';
import { REPORT_STATUSES } from './reports.js';

/** How long a finished export may be downloaded (once). */
export const DATA_EXPORT_HOURS = 24;

export const dataExportCreateSchema = z.object({ partner_id: z.string().uuid().optional() }).strict();
export type DataExportCreate = z.input<typeof dataExportCreateSchema>;

export const dataExportViewSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  partner: z.object({ id: z.string(), name: z.string() }).nullable(),
  size_bytes: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  downloaded_at: z.string().nullable(),
  /** Finished, not yet downloaded, not expired: the one download is still there. */
  downloadable: z.boolean(),
});
export type DataExportView = z.infer<typeof dataExportViewSchema>;
export const DATA_EXPORT_SORTS = ['created_at'] as const;
