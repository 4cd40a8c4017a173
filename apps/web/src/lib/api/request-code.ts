import { api } from './client';

/** A fresh e-mailed code: signed-in users name their e-mail, the login flow its two-factor token. */
export type RequestCodeInput = { email: string } | { two_factor_token: string };

export const requestCode = (input: RequestCodeInput) => api.post<{ message: string }>('/user/request-code', input);
