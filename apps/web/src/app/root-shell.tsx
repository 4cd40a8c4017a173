import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { usePublicGlobalsQuery } from '../lib/auth/use-public-globals';
import { reloadForChunkError } from './errors/chunk-reload';
import { TwoFactorHost } from '../features/two-factor/components/two-factor-host';

function useFavicon(href: string | null | undefined) {
  useEffect(() => {
    if (!href) return;
    const link = document.querySelector<HTMLLinkElement>('link#app-favicon');
    if (link) link.href = href;
  }, [href]);
}

/** Everything under the router waits for the brand (public globals) before it renders. */
export function RootShell() {
  const globals = usePublicGlobalsQuery();
  useFavicon(globals.data?.white_label_favicon_url);

  useEffect(() => {
    // Vite reports failed preloads of lazy chunks here; reload once instead of a broken page.
    const onPreloadError = (event: Event) => {
      if (reloadForChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  if (globals.isPending) return <PageLoader />;
  return (
    <>
      <Outlet />
      <TwoFactorHost />
    </>
  );
}
