// Pickup codes: the alphabet a person can read out, randomness within it, and a QR code a scanner reads
// back to the code (decoded with jsQR from the rows the app draws).
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { newPickupCode, PICKUP_CODE_ALPHABET, PICKUP_CODE_PATTERN, qrRows } from './pickup-code.ts';

/** Draws QR rows as RGBA pixels, `scale` pixels a module, with the 4-module quiet zone scanners need. */
function pixels(rows: string[], scale = 4) {
  const quiet = 4;
  const width = (rows.length + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  rows.forEach((row, y) => {
    [...row].forEach((module, x) => {
      if (module !== '1') return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + quiet) * scale + dy) * width + (x + quiet) * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    });
  });
  return { data, width };
}

describe('pickup codes', () => {
  it('has 8 characters without 0, O, 1, I, L or U', () => {
    expect(PICKUP_CODE_ALPHABET).not.toMatch(/[0O1ILU]/);
    expect(PICKUP_CODE_ALPHABET).toHaveLength(30);
    for (let i = 0; i < 200; i++) expect(newPickupCode()).toMatch(PICKUP_CODE_PATTERN);
  });

  it('draws from the whole alphabet and does not repeat', () => {
    const codes = Array.from({ length: 2000 }, newPickupCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(PICKUP_CODE_ALPHABET.length);
  });

  it.each(['K7M2QX9B', 'ZZZZ2222', newPickupCode()])('makes a QR code that decodes to %s', (code) => {
    const qr = qrRows(code);
    expect(qr.rows).toHaveLength(qr.size);
    for (const row of qr.rows) expect(row).toMatch(new RegExp(`^[01]{${qr.size}}$`));
    const { data, width } = pixels(qr.rows);
    expect(jsQR(data, width, width)?.data).toBe(code);
  });

  it('does not decode to the code when a module row is lost', () => {
    const qr = qrRows('K7M2QX9B');
    const { data, width } = pixels(qr.rows.map((row, y) => (y < 9 ? row.replace(/1/g, '0') : row)));
    expect(jsQR(data, width, width)?.data).not.toBe('K7M2QX9B');
  });
});
