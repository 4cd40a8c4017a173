/** The auth pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const authPages: Record<string, PageLoader> = {
  login: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
  forgot_password: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  passwordless: () => import('./pages/passwordless-page').then((m) => ({ Component: m.PasswordlessPage })),
  two_factor: () => import('./pages/two-factor-page').then((m) => ({ Component: m.TwoFactorPage })),
  confirm_email: () => import('./pages/confirm-email-page').then((m) => ({ Component: m.ConfirmEmailPage })),
  change_password: () => import('./pages/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
};
