/**
 * The e-mails of agreements (decision 0069): "to sign" when one is sent, a reminder while it waits, and the
 * signed PDF once every signature is on it. The text is in the document behind the sign-in, never in the mail.
 */
import type { AppDeps } from '../../deps.js';

const link = (deps: AppDeps, id: string) => `${deps.config.publicUrl}/agreements/${id}`;
const messageId = (deps: AppDeps, key: string) => `<${key}@${new URL(deps.config.publicUrl).hostname || 'localhost'}>`;

export interface SignerMail {
  id: string;
  title: string;
  email: string;
  firstName: string;
}

export function mailToSign(deps: AppDeps, m: SignerMail) {
  return deps.mailer.send({
    to: m.email,
    subject: `Please sign: ${m.title}`,
    text: `Hello ${m.firstName},\n\n"${m.title}" is ready for your signature. Sign in to read and sign it:\n\n${link(deps, m.id)}\n`,
    messageId: messageId(deps, `agreement-sent-${m.id}`),
  });
}

/** The `n`th reminder (its Message-ID names it, so a retried send of the same reminder collapses into one). */
export function mailReminder(deps: AppDeps, m: SignerMail, n: number) {
  return deps.mailer.send({
    to: m.email,
    subject: `Reminder: please sign ${m.title}`,
    text: `Hello ${m.firstName},\n\n"${m.title}" is still waiting for your signature. Sign in to read and sign it:\n\n${link(deps, m.id)}\n`,
    messageId: messageId(deps, `agreement-reminder-${m.id}-${n}`),
  });
}

export function mailSigned(deps: AppDeps, m: SignerMail, pdf: { filename: string; bytes: Buffer }) {
  return deps.mailer.send({
    to: m.email,
    subject: `Signed: ${m.title}`,
    text: `Hello ${m.firstName},\n\n"${m.title}" is signed by everyone. The signed copy is attached and stays on:\n\n${link(deps, m.id)}\n`,
    attachments: [{ filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' }],
    messageId: messageId(deps, `agreement-signed-${m.id}`),
  });
}
