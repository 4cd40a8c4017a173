const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validateEmail = (value: string) => (EMAIL.test(value.trim()) ? null : 'Enter a valid email address');
export const validateRequired = (value: string) => (value ? null : 'This field is required');

const MIN_PASSWORD_LENGTH = 8;
export function validateNewPassword(value: string): string | null {
  if (!value) return 'This field is required';
  if (value.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}
export const validateConfirm = (password: string) => (value: string) =>
  value === password ? null : 'Passwords do not match';
