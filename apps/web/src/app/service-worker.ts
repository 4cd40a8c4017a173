/** The offline shell worker (public/sw.js), production builds only: dev serves modules unhashed. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // The app works without it; nothing to tell the user.
    });
  });
}
