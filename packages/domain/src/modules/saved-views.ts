/**
 * A user's saved views of a list (/v2/saved_views, issue 16): a named set of the list's filters, sort and page
 * size (its URL query) and its hidden columns, per platform user and table.
 */
import { z } from 'zod';
import { TABLE_NAME_PATTERN } from './column-preferences.js';
import { SAVED_VIEWS_PER_TABLE, SAVED_VIEW_NAME_MAX, VIEW_QUERY_DROPPED_KEYS } from '../value-lists.js';

export const SAVED_VIEW_QUERY_MAX = 2000;

const tableNameSchema = z.string().regex(TABLE_NAME_PATTERN, 'Unknown table name');

/** The list's query as the page's URL holds it, without the page: `status=approved&sort=-date`. */
const viewQuerySchema = z
  .string()
  .trim()
  .max(SAVED_VIEW_QUERY_MAX, `A view keeps at most ${SAVED_VIEW_QUERY_MAX} characters of filters`)
  .transform((q) => {
    const params = new URLSearchParams(q.startsWith('?') ? q.slice(1) : q);
    for (const key of VIEW_QUERY_DROPPED_KEYS) params.delete(key);
    params.sort();
    return params.toString();
  });

export const savedViewSchema = z.object({
  id: z.string(),
  table: z.string(),
  name: z.string(),
  query: z.string(),
  hidden_columns: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Name the view')
  .max(SAVED_VIEW_NAME_MAX, `A view's name has at most ${SAVED_VIEW_NAME_MAX} characters`);
const hiddenColumnsSchema = z.array(z.string().trim().min(1).max(64)).max(100);

export const savedViewCreateSchema = z
  .object({ table: tableNameSchema, name: nameSchema, query: viewQuerySchema, hidden_columns: hiddenColumnsSchema })
  .strict();
export type SavedViewCreate = z.input<typeof savedViewCreateSchema>;

export const savedViewUpdateSchema = z
  .object({ name: nameSchema, query: viewQuerySchema, hidden_columns: hiddenColumnsSchema })
  .partial()
  .strict();
export type SavedViewUpdate = z.input<typeof savedViewUpdateSchema>;

export const SAVED_VIEW_SORTS = ['name', 'created_at'] as const;
export const savedViewFilters = { table: tableNameSchema };

// Kept in the schema-free value-lists.ts (a screen needing only these loads no schema); re-exported here.
export { SAVED_VIEWS_PER_TABLE, SAVED_VIEW_NAME_MAX, VIEW_QUERY_DROPPED_KEYS };
