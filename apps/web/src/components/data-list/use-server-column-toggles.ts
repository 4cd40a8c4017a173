/**
 * Column preferences kept on the server per platform user and table (spec section 9), with
 * mantine-datatable's localStorage copy as the cache: the table paints at once from the cache and
 * takes the server's choice when it arrives (another device may have changed it). Saving writes
 * both. A failed load or save leaves the local choice in place; preferences never block a list.
 */
import type { ColumnPreferences } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumnToggle } from 'mantine-datatable';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api/client';

export const columnPreferencesKey = (tableName: string) => ['column-preferences', tableName] as const;

const hiddenOf = (toggles: readonly DataTableColumnToggle[]) =>
  toggles
    .filter((t) => t.toggleable && !t.toggled)
    .map((t) => t.accessor)
    .sort();

interface Options {
  tableName: string;
  /** False until the user is known (no user, no preferences). */
  enabled: boolean;
  toggles: DataTableColumnToggle[];
  setToggles: (toggles: DataTableColumnToggle[]) => void;
  resetToggles: () => void;
}

export function useServerColumnToggles({ tableName, enabled, toggles, setToggles, resetToggles }: Options) {
  const queryClient = useQueryClient();
  const key = columnPreferencesKey(tableName);
  const server = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<ColumnPreferences>(`/column_preferences/${tableName}`, { signal }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (hidden: string[]) =>
      api.put<ColumnPreferences>(`/column_preferences/${tableName}`, { hidden_columns: hidden }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  // Once the user has chosen here, a late server answer must not undo their click.
  const choseLocally = useRef(false);
  const applied = useRef<string | null>(null);

  const stored = server.data;
  const togglesKey = JSON.stringify(hiddenOf(toggles));
  useEffect(() => {
    // Nothing stored on the server yet: the local choice stands.
    if (!stored?.updated_at || choseLocally.current || applied.current === stored.updated_at) return;
    applied.current = stored.updated_at;
    const hidden = new Set(stored.hidden_columns);
    if (JSON.stringify([...hidden].sort()) === togglesKey) return;
    setToggles(toggles.map((t) => (t.toggleable ? { ...t, toggled: !hidden.has(t.accessor) } : t)));
  }, [stored, togglesKey, toggles, setToggles]);

  return {
    onChange: (next: DataTableColumnToggle[]) => {
      choseLocally.current = true;
      setToggles(next);
      if (enabled) save.mutate(hiddenOf(next));
    },
    onReset: () => {
      choseLocally.current = true;
      resetToggles();
      if (enabled) save.mutate([]);
    },
  };
}
