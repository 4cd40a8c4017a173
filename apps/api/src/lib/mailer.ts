/**
 * Outgoing mail. Local mode writes one .eml per message to DATA_DIR/outbox and logs the subject and
 * recipient (never the body: it can hold codes and links); other modes send through SMTP_URL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** A Message-ID of the caller's (`<key@host>`): a message sent again after a crash carries the same one. */
  messageId?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface ServiceCall {
  service: string;
  operation: string;
  status: 'success' | 'failure';
  durationMs: number;
  error: string | null;
}

/** Times each delivery and reports it (the service log); a failed delivery is reported, then rethrown. */
function recorded(mailer: Mailer, transport: string, record: (call: ServiceCall) => Promise<void>): Mailer {
  return {
    async send(mail) {
      const started = performance.now();
      try {
        await mailer.send(mail);
        await record({
          service: transport,
          operation: 'send_mail',
          status: 'success',
          durationMs: Math.round(performance.now() - started),
          error: null,
        });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await record({
          service: transport,
          operation: 'send_mail',
          status: 'failure',
          durationMs: Math.round(performance.now() - started),
          error,
        });
        throw err;
      }
    },
  };
}

export function createMailer(
  config: Config,
  log: FastifyBaseLogger,
  record: (call: ServiceCall) => Promise<void>,
): Mailer {
  const outboxMode = config.mode === 'local' || !config.smtpUrl;
  return recorded(createTransportMailer(config, log), outboxMode ? 'mail_outbox' : 'smtp', record);
}

function createTransportMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.mode === 'local' || !config.smtpUrl) {
    const outbox = join(config.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: config.mailFrom, ...mail });
        const file = join(
          outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
        );
        writeFileSync(file, info.message as Buffer);
        log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}
