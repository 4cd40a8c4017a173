/** The local-mode mail outbox ($DATA_DIR/outbox/*.eml) the server writes instead of sending. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { outboxDir } from './env';

interface Mail {
  file: string;
  to: string;
  body: string;
  mtimeMs: number;
}

export function listMail(): Mail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((file) => {
    const path = join(outboxDir(), file);
    const text = readFileSync(path, 'utf8');
    const to = /^To:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? '';
    return { file, to, body: text, mtimeMs: statSync(path).mtimeMs };
  });
}

/** Names of the mails already in the outbox, so a test can wait for a new one. */
export const mailSnapshot = () => new Set(listMail().map((m) => m.file));

const CODE = /Your verification code is (\d{6})/;

/** Waits for a new verification mail to `email` (not in `before`) and returns its code. */
export async function waitForVerificationCode(email: string, before: Set<string>): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const fresh = listMail()
          .filter((m) => !before.has(m.file) && m.to.toLowerCase().includes(email.toLowerCase()) && CODE.test(m.body))
          .sort((a, b) => b.mtimeMs - a.mtimeMs || b.file.localeCompare(a.file));
        code = fresh[0] ? CODE.exec(fresh[0].body)![1]! : null;
        return code;
      },
      { message: `a verification code mailed to ${email} in ${outboxDir()}`, timeout: 30_000 },
    )
    .not.toBeNull();
  return code!;
}

/**
 * A mail's text with quoted-printable undone: soft line breaks (`=` at the end of a line) joined
 * and `=XX` escapes (`=3D` is `=`) turned back into bytes. Mails without that encoding come back
 * as they are.
 */
export function decodedMail(text: string): string {
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(text)) return text;
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits for a new mail to `email` (not in `before`) holding a link to `path` with a `token` query
 * and returns that link's path and query (`/forgot_password?token=...`), to open on the test server.
 */
export async function waitForMailedLink(email: string, path: string, before: Set<string>): Promise<string> {
  const link = new RegExp(`https?://[^\\s/]+(${escapeRegExp(path)}\\?token=[^\\s]+)`);
  let found: string | null = null;
  await expect
    .poll(
      () => {
        const fresh = listMail()
          .filter((m) => !before.has(m.file) && m.to.toLowerCase().includes(email.toLowerCase()))
          .map((m) => ({ ...m, text: decodedMail(m.body) }))
          .filter((m) => link.test(m.text))
          .sort((a, b) => b.mtimeMs - a.mtimeMs || b.file.localeCompare(a.file));
        found = fresh[0] ? link.exec(fresh[0].text)![1]! : null;
        return found;
      },
      { message: `a ${path} link mailed to ${email} in ${outboxDir()}`, timeout: 30_000 },
    )
    .not.toBeNull();
  return found!;
}
