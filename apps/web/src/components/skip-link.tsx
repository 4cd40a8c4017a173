import type { MouseEvent } from 'react';

/** The id of every layout's main region: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first focusable element of a layout, hidden until a keyboard user tabs to
 * it, so they reach the page without tabbing through the top bar and the whole menu (WCAG 2.4.1).
 * Focus is moved by hand rather than by following `#main-content`: a hash change is a history entry
 * the router would answer as a navigation, and some browsers scroll to the target without moving focus.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={skip}>
      Skip to content
    </a>
  );
}
