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
      { message: `a verification code mailed to ${email} in ${outboxDir()}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return code!;
}
