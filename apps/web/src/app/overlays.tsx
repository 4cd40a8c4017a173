import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../lib/notify';

/**
 * Toasts and the modals manager, loaded once start-up has settled rather than with it: both are
 * driven by stores and window events (notifications.show, modals.open), so they work as
 * siblings of the app and need not wrap it.
 */
export function Overlays() {
  return (
    <>
      <Notifications position="bottom-center" autoClose={TOAST_AUTO_CLOSE_MS} />
      <ModalsProvider />
    </>
  );
}
