import { useEffect, useRef } from 'react';

/** Runs `effect` once per key, even under StrictMode's double mount (token links are one-use). */
export function useOncePerKey(key: string | null, effect: (key: string) => void) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!key || done.current === key) return;
    done.current = key;
    effect(key);
  }, [key, effect]);
}
