import { TWO_FACTOR_CODE_LENGTH, isValidTwoFactorCode } from '@app/domain';

const CODE_REQUIRED = 'Code is required';
const CODE_INVALID = 'Invalid code';
export const DEFAULT_CODE_PROMPT = `We sent a ${TWO_FACTOR_CODE_LENGTH}-digit code to your email address. Please enter it below to continue.`;
export const RESEND_SUCCESS = 'A new verification code has been sent to your email.';
export const RESEND_FAILURE = 'Failed to resend the code. Please try again.';
export const RESEND_COUNTDOWN_S = 60;

/** Spec section 5: required, then exactly six digits. */
export function validateCode(value: string): string | null {
  if (!value.trim()) return CODE_REQUIRED;
  if (!isValidTwoFactorCode(value.trim())) return CODE_INVALID;
  return null;
}

/** The prompt: the server's own sentence when it gave one, else the default. */
export function codePrompt(detail: unknown): string {
  if (typeof detail === 'string' && detail.trim()) return `${detail.trim()} Please enter it below to continue.`;
  return DEFAULT_CODE_PROMPT;
}
