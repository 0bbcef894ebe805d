// The pickup code of a completed check-in (issue 22): 8 characters a person can read out and type
// without confusion (no 0/O, 1/I/L, U), from crypto.randomInt, and its QR code as rows of modules
// (the `qrcode` package's matrix, error correction M) that the app draws as an SVG.
import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';

/** The characters of a pickup code: digits 2–9 and letters without O, I, L and U. */
export const PICKUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PICKUP_CODE_LENGTH = 8;

/** A pattern matching exactly a pickup code. */
export const PICKUP_CODE_PATTERN = new RegExp(`^[${PICKUP_CODE_ALPHABET}]{${PICKUP_CODE_LENGTH}}$`);

/** A new random pickup code (uniqueness is the caller's: the unique index on check_ins.pickup_code). */
export function newPickupCode(): string {
  let code = '';
  for (let i = 0; i < PICKUP_CODE_LENGTH; i++)
    code += PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)];
  return code;
}

/** A QR code as a square of modules: `size` rows of `size` characters, '1' dark and '0' light. */
export type QrRows = { size: number; rows: string[] };

/** The QR code encoding `text` (error correction level M), without its quiet zone. */
export function qrRows(text: string): QrRows {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    let row = '';
    for (let x = 0; x < modules.size; x++) row += modules.get(y, x) ? '1' : '0';
    rows.push(row);
  }
  return { size: modules.size, rows };
}
