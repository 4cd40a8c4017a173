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

/** Per platform user too: the cache outlives a sign-out, and the next user must not get this choice. */
const columnPreferencesKey = (platformUserId: string, tableName: string) =>
  ['column-preferences', platformUserId, tableName] as const;

const hiddenOf = (toggles: readonly DataTableColumnToggle[]) =>
  toggles.filter((t) => t.toggleable && !t.toggled).map((t) => t.accessor);

interface Options {
  tableName: string;
  /** The user the choice is kept for (the real admin while acting as someone); undefined until known. */
  platformUserId: string | undefined;
  toggles: DataTableColumnToggle[];
  /** The columns hidden before any choice (the record id): a reset stores these, not nothing. */
  defaultHidden: readonly string[];
  setToggles: (toggles: DataTableColumnToggle[]) => void;
  resetToggles: () => void;
}

export function useServerColumnToggles({
  tableName,
  platformUserId,
  toggles,
  defaultHidden,
  setToggles,
  resetToggles,
}: Options) {
  const queryClient = useQueryClient();
  const key = columnPreferencesKey(platformUserId ?? '', tableName);
  const server = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<ColumnPreferences>(`/column_preferences/${tableName}`, { signal }),
    enabled: platformUserId !== undefined,
    retry: false,
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (hidden: string[]) =>
      api.put<ColumnPreferences>(`/column_preferences/${tableName}`, { hidden_columns: hidden }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    // One save after another: the last click is also the last write.
    scope: { id: `column-preferences:${tableName}` },
  });
  // Once the user has chosen here, a late server answer must not undo their click.
  const choseLocally = useRef(false);
  const applied = useRef<string | null>(null);

  const stored = server.data;
  const togglesKey = JSON.stringify(hiddenOf(toggles).sort());
  useEffect(() => {
    // Nothing stored on the server yet: the local choice stands.
    if (!stored?.updated_at || choseLocally.current || applied.current === stored.updated_at) return;
    applied.current = stored.updated_at;
    const hidden = new Set(stored.hidden_columns);
    if (JSON.stringify([...hidden].sort()) === togglesKey) return;
    setToggles(toggles.map((t) => (t.toggleable ? { ...t, toggled: !hidden.has(t.accessor) } : t)));
  }, [stored, togglesKey, toggles, setToggles]);

  /**
   * What to store: the columns hidden here, plus stored hidden columns this view does not show (an
   * admin acting as someone sees no admin-only columns, and must not lose their choice about them).
   */
  const hiddenToStore = (hiddenHere: string[]) => {
    const here = new Set(toggles.map((t) => t.accessor));
    const elsewhere = (stored?.hidden_columns ?? []).filter((c) => !here.has(c));
    return [...elsewhere, ...hiddenHere].sort();
  };
  const choose = (hiddenHere: string[]) => {
    choseLocally.current = true;
    if (platformUserId !== undefined) save.mutate(hiddenToStore(hiddenHere));
  };

  return {
    onChange: (next: DataTableColumnToggle[]) => {
      setToggles(next);
      choose(hiddenOf(next));
    },
    onReset: () => {
      resetToggles();
      choose([...defaultHidden]);
    },
  };
}
