// The photo of a known damage the fleet made up for a new vehicle (issue 22): a small PNG drawn from a
// seed (the plate and the damage's number), so the same vehicle always shows the same pictures. A real
// fleet uploads its own through POST /v1/service/uploads.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 32-bit hash of a text (FNV-1a): the seed of everything made "deterministically from the plate". */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * A PNG of `width`×`height` (RGB): a car-paint background in a colour from the seed with a darker
 * scratch line across it, where the seed puts it.
 */
export function damagePhotoPng(seed: string, width = 96, height = 64): Buffer {
  const h = hashOf(seed);
  const paint = [90 + (h & 0x7f), 90 + ((h >>> 7) & 0x7f), 90 + ((h >>> 14) & 0x7f)] as const;
  const y0 = 8 + ((h >>> 21) % (height - 16));
  const slope = (((h >>> 26) & 0x1f) - 16) / 32;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const onScratch = Math.abs(y - (y0 + slope * (x - width / 2))) < 1.5 && x > 12 && x < width - 12;
      const shade = onScratch ? 0.35 : 1 - y / (height * 4);
      row[1 + x * 3] = Math.round(paint[0] * shade);
      row[2 + x * 3] = Math.round(paint[1] * shade);
      row[3 + x * 3] = Math.round(paint[2] * shade);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
