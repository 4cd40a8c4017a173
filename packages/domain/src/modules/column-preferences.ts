/** Server-kept column choices per list (/v2/column_preferences/:table). */
import { z } from 'zod';

export const TABLE_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const columnPreferencesSchema = z.object({
  table: z.string(),
  hidden_columns: z.array(z.string()),
  /** Null when nothing is stored yet (the web keeps its local choice then). */
  updated_at: z.string().nullable(),
});
export type ColumnPreferences = z.infer<typeof columnPreferencesSchema>;
export const columnPreferencesUpdateSchema = z
  .object({ hidden_columns: z.array(z.string().trim().min(1).max(64)).max(100) })
  .strict();
