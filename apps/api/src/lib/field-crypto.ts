/**
 * Field-level encryption for tax ids and bank account numbers. AES-256-GCM with a random IV per
 * value; a blind index (HMAC-SHA256 under a separate derived key) lets equal values be found without
 * decrypting. Both keys derive from ENCRYPTION_KEY with HKDF, so one secret rotates both.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

export interface FieldCrypto {
  encrypt(plain: string): string;
  decrypt(ciphertext: string): string;
  blindIndex(normalized: string): string;
}

const VERSION = 'v1';

export function fieldCrypto(encryptionKey: string): FieldCrypto {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', encryptionKey, 'field-crypto', info, 32));
  const encKey = derive('encrypt');
  const indexKey = derive('blind-index');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(ciphertext) {
      const [version, iv, tag, body] = ciphertext.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unreadable ciphertext');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    blindIndex: (normalized) => createHmac('sha256', indexKey).update(normalized).digest('hex'),
  };
}
