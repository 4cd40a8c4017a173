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
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.mode === 'local' || !config.smtpUrl) {
    const outbox = join(config.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: config.mailFrom, ...mail });
        const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`);
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
