/**
 * One storage interface for uploaded files (logos, favicons, receipts, evidence). Local disk under
 * DATA_DIR/files by default; an object store adapter only needs these three methods. Keys are
 * random, never derived from user input, so no path can escape the folder.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomToken } from './crypto.js';

export interface FileStorage {
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomToken(24);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
      return key;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}

/** What an image upload may be (PNG, SVG or ICO; the size limit is the domain's IMAGE_UPLOAD_MAX_BYTES), recognised by content, not name. */
export function sniffImageType(bytes: Buffer): 'image/png' | 'image/svg+xml' | 'image/x-icon' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]))) return 'image/x-icon';
  const head = bytes.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  if ((head.startsWith('<svg') || head.startsWith('<?xml')) && head.includes('<svg')) return 'image/svg+xml';
  return null;
}
