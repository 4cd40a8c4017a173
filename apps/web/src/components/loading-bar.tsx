import { useEffect, useRef, useState } from 'react';
import { getInFlight, subscribeInFlight } from '../lib/api/in-flight';

/** Spec section 9: wait 200 ms before showing, crawl over 5000 ms, hide 500 ms after done. */
export const LOADING_BAR_THROTTLE_MS = 200;
const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_HIDE_MS = 500;

type Phase = { visible: false } | { visible: true; width: number; ms: number };

export function LoadingBar() {
  const [phase, setPhase] = useState<Phase>({ visible: false });
  const showTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = useRef(false);

  useEffect(() => {
    const clear = (t: typeof showTimer) => {
      if (t.current) clearTimeout(t.current);
      t.current = null;
    };
    const onChange = (count: number) => {
      if (count > 0) {
        clear(hideTimer);
        if (shown.current || showTimer.current) return;
        showTimer.current = setTimeout(() => {
          showTimer.current = null;
          if (getInFlight() === 0) return;
          shown.current = true;
          setPhase({ visible: true, width: 0, ms: 0 });
          // Next frame: start the slow crawl so the transition has a starting point.
          requestAnimationFrame(() => setPhase({ visible: true, width: 90, ms: LOADING_BAR_DURATION_MS }));
        }, LOADING_BAR_THROTTLE_MS);
        return;
      }
      clear(showTimer);
      if (!shown.current) return;
      setPhase({ visible: true, width: 100, ms: 150 });
      hideTimer.current = setTimeout(() => {
        shown.current = false;
        setPhase({ visible: false });
      }, LOADING_BAR_HIDE_MS);
    };
    const unsubscribe = subscribeInFlight(onChange);
    return () => {
      unsubscribe();
      clear(showTimer);
      clear(hideTimer);
    };
  }, []);

  if (!phase.visible) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      style={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: 3,
        zIndex: 10000,
        pointerEvents: 'none',
      }}
    >
      <div
        style={{
          height: '100%',
          width: `${phase.width}%`,
          background: 'var(--mantine-primary-color-filled)',
          transition: `width ${phase.ms}ms linear`,
        }}
      />
    </div>
  );
}
