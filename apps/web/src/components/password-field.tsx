import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * PasswordInput whose show/hide toggle does not contain the word "password", so the field is
 * the only thing a label query for 'Password' finds (screen readers and tests alike).
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }} {...props} />;
}
