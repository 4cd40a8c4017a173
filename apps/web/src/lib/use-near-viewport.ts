import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport yet (and stays true once it has). Heavy
 * content below the fold (a chart library) waits for it, so a phone's first load spends its main thread on
 * what the user sees. Without IntersectionObserver (old browsers, jsdom) the element counts as seen at once.
 */
export function useNearViewport<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  return { ref, seen };
}
