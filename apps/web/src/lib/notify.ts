/** Toasts (spec section 9: bottom-center, 6000 ms; info 5000 ms; success defaults to 'Success!'). */
import { notifications } from '@mantine/notifications';
import { toApiError } from './api/errors';

export const TOAST_AUTO_CLOSE_MS = 6000;
const INFO_TOAST_AUTO_CLOSE_MS = 5000;
const SUCCESS_DEFAULT_MESSAGE = 'Success!';
export const FORM_INVALID_MESSAGE = 'Some fields are missing or there are formatting issues';

/** Mantine's toast close button has no text: name it for screen readers (axe button-name). */
const CLOSE = { 'aria-label': 'Close notification' };

export const toast = {
  success: (message: string = SUCCESS_DEFAULT_MESSAGE) =>
    notifications.show({ color: 'green', message, closeButtonProps: CLOSE }),
  error: (message: string) => notifications.show({ color: 'red', message, closeButtonProps: CLOSE }),
  warning: (message: string) => notifications.show({ color: 'yellow', message, closeButtonProps: CLOSE }),
  info: (message: string) =>
    notifications.show({ color: 'blue', message, autoClose: INFO_TOAST_AUTO_CLOSE_MS, closeButtonProps: CLOSE }),
};

/** Shows an error as a toast unless the two-factor modal already took it over. */
export function toastError(error: unknown) {
  const e = toApiError(error);
  if (e.silent) return;
  toast.error(e.message);
}
