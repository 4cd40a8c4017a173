import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The bank refused the debit: its message (the return code, nothing paid), in the payer's view. */
export function ReturnedAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title="Your bank returned the payment"
    >
      {message}
    </Alert>
  );
}
