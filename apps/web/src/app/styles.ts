/**
 * The entry stylesheet in a production build arrives as `<link rel="preload" as="style"
 * data-app-styles>` (vite.config.ts, stylesheetWithoutBlocking): it no longer holds back the first
 * paint of index.html's "Loading…". This applies it and resolves once it has loaded, so React's
 * first render is always styled. Without such a link (the dev server injects styles from the
 * modules) it resolves at once.
 */
export function appStylesApplied(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!link) return Promise.resolve();
  if (link.rel === 'stylesheet' && link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    // An error resolves too: the app still works unstyled, rather than never starting.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}
