// The e-mails the end-to-end API sends: without SMTP it writes each one as an `.eml` file into
// `<dir of DB_PATH>/outbox` (api/src/config.ts, OUTBOX_DIR), and global-setup puts the database
// in TERANGA_E2E_DIR. A spec reads the links a user would click from there.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The shell pages the API's account e-mails link to (api/src/mail/templates.ts, accountLinkUrl). */
export type AccountLinkPage = '/verify-email' | '/reset-password' | '/confirm-email';

export interface OutboxMail {
  file: string;
  /** The `To:` header, as written. */
  to: string;
  /** The decoded bodies (text and HTML parts). */
  body: string;
}

export const outboxDir = () => path.join(process.env.TERANGA_E2E_DIR ?? '', 'outbox');

/**
 * Quoted-printable (RFC 2045 §6.7), as nodemailer writes the parts: soft line breaks (`=` at the
 * end of a line) removed, then `=XX` turned back into bytes, read as UTF-8.
 */
export function decodeQuotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Headers (unfolded) and body of one MIME entity. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The decoded text of an entity and of every part inside it (multipart/alternative, mixed…). */
function decodedBodies(raw: string): string[] {
  const { headers, body } = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => decodedBodies(part.replace(/^\r?\n/, '')));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  return [body];
}

export async function readOutbox(): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  // The names start with the sending time (ISO): sorted, oldest first.
  files.sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(outboxDir(), name);
      const raw = await readFile(file, 'utf8');
      return { file, to: splitEntity(raw).headers.get('to') ?? '', body: decodedBodies(raw).join('\n') };
    }),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The newest link to `page` e-mailed to `to` (an absolute URL, as in the e-mail), waiting for it:
 * the API sends after answering. `ignore`: links already used, so a second e-mail is waited for.
 */
export async function waitForLink(
  to: string,
  page: AccountLinkPage,
  { ignore = [], timeoutMs = 15_000 }: { ignore?: string[]; timeoutMs?: number } = {},
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${escapeRegExp(page)}\\?token=[A-Za-z0-9%._~-]+`, 'g');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox()).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
    const links = mails.flatMap((mail) => mail.body.match(pattern) ?? []).filter((link) => !ignore.includes(link));
    const newest = links.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(
        `Aucun e-mail vers ${to} avec un lien ${page} dans ${outboxDir()} (${mails.length} e-mail(s) pour lui)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
