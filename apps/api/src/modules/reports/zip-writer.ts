/**
 * A ZIP archive from whole files in memory: an XLSX workbook is a ZIP of XML parts. The archive is written by
 * ZipStream (zip-stream.ts, the data export's writer) — one piece per file — so the format lives in one place.
 */
import { ZipStream } from './zip-stream.js';

export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const zip = new ZipStream();
  for (const entry of entries) {
    zip.begin(entry.name);
    zip.write(entry.bytes);
    zip.end();
  }
  return zip.finish();
}
