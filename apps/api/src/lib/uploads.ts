/**
 * Uploaded documents (expense receipts, approval evidence): base64 in JSON, checked by size before
 * decoding, recognised by their bytes (never their name), and served back only as attachments.
 */
import type { FastifyReply } from 'fastify';

export type DocumentType = 'application/pdf' | 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PDF, PNG or JPEG by their magic bytes; null for anything else. */
export function sniffDocument(bytes: Buffer): DocumentType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * The bytes of a base64 upload of at most `maxBytes`, or the error `fail` builds: oversize input is
 * refused before it is decoded (every 4 base64 characters carry 3 bytes).
 */
export function decodeBase64File(
  b64: string,
  limit: { maxBytes: number; tooLarge: string },
  fail: (msg: string) => Error,
): Buffer {
  const size = Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
  if (size > limit.maxBytes) throw fail(limit.tooLarge);
  if (b64.length % 4 !== 0) throw fail('The file content must be base64');
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length === 0) throw fail('The file is empty');
  return bytes;
}

/** A file name safe for Content-Disposition (ASCII fallback plus the UTF-8 form). */
function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Sends a stored upload as a download the browser never renders or sniffs in our origin. */
export function sendAttachment(
  reply: FastifyReply,
  file: { filename: string; contentType: string },
  bytes: Buffer,
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(bytes);
}

/**
 * Sends a stored document (a PDF, PNG or JPEG, recognised by its bytes when it was uploaded) to be shown
 * in the browser's own viewer, in a tab of its own: never sniffed as anything else, loading nothing. An
 * image is also sandboxed; a PDF is not, as Chromium refuses to start its PDF viewer in a sandboxed
 * document (the viewer runs in a process of its own, with no reach into our origin).
 */
export function sendInline(
  reply: FastifyReply,
  file: { filename: string; contentType: DocumentType },
  bytes: Buffer,
): FastifyReply {
  const csp =
    file.contentType === 'application/pdf'
      ? "default-src 'none'; frame-ancestors 'self'"
      : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename, 'inline'))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', csp)
    .send(bytes);
}
