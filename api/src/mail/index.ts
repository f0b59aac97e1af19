/**
 * Outgoing e-mail (nodemailer).
 *
 * - `SMTP_URL` set (e.g. `smtp://user:pass@smtp.example.com:587`) → SMTP transport.
 * - otherwise → nodemailer's `streamTransport` with `buffer: true`: each message
 *   is written as an `.eml` file into the outbox folder (`OUTBOX_DIR`, default
 *   `<dir of DB_PATH>/outbox`) and logged. Open the file with any mail client.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export const DEFAULT_MAIL_FROM = 'Teranga <no-reply@teranga.test>';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  messageId: string;
  /** Absolute path of the `.eml` file (outbox mode only). */
  file?: string;
}

export interface Mailer {
  /** `smtp` or `outbox`. */
  readonly mode: 'smtp' | 'outbox';
  /** Folder of the `.eml` files (outbox mode). */
  readonly outboxDir: string | null;
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailerOptions {
  /** SMTP connection URL; absent → outbox. */
  smtpUrl?: string | null;
  /** Required in outbox mode. */
  outboxDir?: string | null;
  from?: string;
  logger: Logger;
}

export function createMailer(options: MailerOptions): Mailer {
  const from = options.from || DEFAULT_MAIL_FROM;
  const { logger } = options;

  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      outboxDir: null,
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent (smtp)');
        return { messageId: info.messageId };
      },
    };
  }

  const outboxDir = options.outboxDir;
  if (!outboxDir) throw new Error('createMailer: outboxDir est requis sans SMTP_URL');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      // Sortable names: ISO time (filesystem-safe) + random suffix.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      return { messageId: info.messageId, file };
    },
  };
}
