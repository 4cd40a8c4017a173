/**
 * A ZIP archive (PKWARE APPNOTE 6.3, no ZIP64) written a piece at a time: the data export (decision 0101)
 * adds each table's CSV a page at a time, and each piece is deflated as it comes, so what is held is the
 * compressed archive and one page, never a table's text. Each piece is its own deflate run ended by a sync
 * flush (a non-final block); an empty final block closes the entry — one valid deflate stream.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

const LIMIT = 0xffffffff;
/** 1980-01-01 00:00 in MS-DOS time: the entries carry no meaningful time. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const PIECE = { finishFlush: constants.Z_SYNC_FLUSH };

interface Open {
  name: Buffer;
  crc: number;
  size: number;
  data: Buffer[];
  compressed: number;
}

export class ZipStream {
  private readonly parts: Buffer[] = [];
  private readonly central: Buffer[] = [];
  private offset = 0;
  private entries = 0;
  private open: Open | null = null;

  /** Starts an entry; the previous one must have ended. */
  begin(name: string): void {
    if (this.open) throw new Error('The previous entry is still open');
    if (this.entries >= 0xffff) throw new Error('Too many files for one archive');
    this.open = { name: Buffer.from(name, 'utf8'), crc: 0, size: 0, data: [], compressed: 0 };
  }

  write(piece: Buffer): void {
    const e = this.open;
    if (!e) throw new Error('No entry is open');
    if (piece.length === 0) return;
    e.crc = crc32(piece, e.crc);
    e.size += piece.length;
    if (e.size >= LIMIT) throw new Error('Archive too large');
    const data = deflateRawSync(piece, PIECE);
    e.data.push(data);
    e.compressed += data.length;
  }

  end(): void {
    const e = this.open;
    if (!e) throw new Error('No entry is open');
    const last = deflateRawSync(Buffer.alloc(0));
    e.data.push(last);
    e.compressed += last.length;
    if (e.compressed >= LIMIT || this.offset >= LIMIT) throw new Error('Archive too large');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // bit 11: the name is UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.compressed, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(e.name.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(0, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(e.crc, 16);
    header.writeUInt32LE(e.compressed, 20);
    header.writeUInt32LE(e.size, 24);
    header.writeUInt16LE(e.name.length, 28);
    header.writeUInt32LE(this.offset, 42); // extra, comment, disk, attributes stay zero
    this.central.push(header, e.name);
    this.parts.push(local, e.name, ...e.data);
    this.offset += local.length + e.name.length + e.compressed;
    this.entries++;
    this.open = null;
  }

  /** The whole archive: the entries, their directory and its end record. */
  finish(): Buffer {
    if (this.open) throw new Error('An entry is still open');
    const directory = Buffer.concat(this.central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries, 8);
    end.writeUInt16LE(this.entries, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(this.offset, 16);
    return Buffer.concat([...this.parts, directory, end]);
  }
}
