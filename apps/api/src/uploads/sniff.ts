// The type of an uploaded file, read from its first bytes (issue 20: checked by content, never by the
// name or the declared type): JPEG, PNG, WebP, HEIC/HEIF and PDF. Anything else is refused.

/** The types an upload may have. */
export const UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** ISO base media brands of HEIF still images (HEIC and its image-sequence and generic variants). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The type of a file by its magic bytes, or undefined when it is none of the accepted ones. */
export function sniffType(data: Uint8Array): UploadType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(data, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(data, ascii('ftyp'), 4) && data.length >= 12) {
    const brand = String.fromCharCode(...data.subarray(8, 12));
    if (HEIF_BRANDS.has(brand)) return 'image/heic';
  }
  return undefined;
}

/** The file extension of a type, for download names. */
export const EXTENSION: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};
