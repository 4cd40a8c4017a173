import { Modal, type ModalProps } from '@mantine/core';

/** A Mantine modal whose close (×) button has a name (axe: button-name). */
export function NamedModal(props: ModalProps) {
  return <Modal closeButtonProps={{ 'aria-label': 'Close' }} {...props} />;
}
