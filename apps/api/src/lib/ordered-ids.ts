/**
 * Time-ordered UUIDs (version 7: the Unix milliseconds first, RFC 9562) for rows written by the tens of
 * thousands in one statement and numbered there: a btree whose key starts with the id (an invoice line's
 * links, keyed by line then item) then grows at its right edge instead of splitting pages all over the
 * index.
 */
import { randomBytes } from 'node:crypto';

/**
 * The first 20 hex digits (with their dashes) of time-ordered ids for rows numbered in SQL: the Unix
 * milliseconds, version 7, 26 random bits and the variant. A statement appends each row's number as the
 * last 12 hex digits (`lpad(to_hex(n), 12, '0')`), so the ids of one statement increase with the number,
 * and follow the ids of statements of earlier milliseconds (the random bits keep two prefixes of one
 * millisecond apart).
 */
export function orderedUuidPrefix(): string {
  const ms = Date.now().toString(16).padStart(12, '0');
  const random = randomBytes(4).readUInt32BE(0);
  const randA = (random >>> 20).toString(16).padStart(3, '0');
  const randB = (0x8000 | ((random >>> 6) & 0x3fff)).toString(16);
  return `${ms.slice(0, 8)}-${ms.slice(8)}-7${randA}-${randB}-`;
}
