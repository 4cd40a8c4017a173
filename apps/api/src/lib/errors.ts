/** HTTP errors in the spec's one shape: `{message}` or `{detail}` (section 8). */
import type { z } from 'zod';
import type { validationIssueSchema } from '@app/domain';

type Issue = z.infer<typeof validationIssueSchema>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: { message?: string; detail?: string | Issue[] | { msg: string } } = { message },
    /** Sent with the answer (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A 429 always says when to try again (Retry-After, in whole seconds). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { message }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const unprocessable = (issues: Issue[]) =>
  new HttpError(422, issues.map((i) => i.msg).join(', '), { detail: issues });
/** The 424 step: the client opens the two-factor modal and replays with X-Verification-Code. */
export const verificationRequired = (detail: string) => new HttpError(424, detail, { detail });
