import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * A text field over a URL value: the field follows keystrokes at once, the URL (and the request)
 * only after `delay` ms of quiet, or at once when the field loses focus. A URL change from
 * elsewhere (back/forward, "Clear filters") replaces the field's text; our own debounced write
 * does not, so typing is never overwritten.
 */
export function useDebouncedValueSync(
  value: string,
  /** Writes the URL; returns what it wrote (e.g. trimmed), or null when it left the URL alone. */
  commit: (value: string) => string | null,
  delay: number,
) {
  const [draft, setDraft] = useState(value);
  /** The last pause ended on a value `commit` refused: worth telling the user, not before. */
  const [rejected, setRejected] = useState(false);
  const lastCommitted = useRef(value);

  useEffect(() => {
    if (value === lastCommitted.current) return;
    lastCommitted.current = value;
    setDraft(value);
  }, [value]);

  const debounced = useDebouncedCallback((next: string) => {
    const written = commit(next);
    if (written !== null) lastCommitted.current = written;
    setRejected(written === null);
  }, delay);

  const change = (next: string) => {
    setDraft(next);
    setRejected(false);
    debounced(next);
  };
  // Leaving the field writes what was typed now: a write still pending when the user clicks a link
  // away (a row's page) would land after that click and pull them back to the list.
  const flush = () => debounced.flush();
  return [draft, change, rejected, flush] as const;
}
