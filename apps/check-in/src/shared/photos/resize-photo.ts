// Photos from a phone's camera are 3–12 MB; the check-in and check-out send them resized in the browser
// (issue 22): at most `maxSide` pixels on the long side, JPEG, the camera's orientation applied. A file
// the browser cannot decode (HEIC outside Safari) is sent as it is: the API accepts HEIC (ADR 018).

/** The size of an image scaled down to fit `maxSide` on its long side (never scaled up). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a photo can be sent unchanged: a JPEG already small enough in pixels and bytes. */
export function keepsOriginal(
  type: string,
  size: { width: number; height: number },
  bytes: number,
  options: { maxSide: number; maxBytes: number },
): boolean {
  return (
    type === 'image/jpeg' && Math.max(size.width, size.height) <= options.maxSide && bytes <= options.maxBytes
  );
}

export interface ResizeOptions {
  /** The long side in pixels (default 1600: enough to see a scratch, ~300 KB). */
  maxSide?: number;
  /** JPEG quality between 0 and 1 (default 0.82). */
  quality?: number;
  /** A JPEG up to this many bytes and within maxSide is kept as it is (default 600 KB). */
  maxBytes?: number;
}

/** The photo resized for upload, or the original when it cannot be decoded or needs no change. */
export async function resizePhoto(file: Blob, options: ResizeOptions = {}): Promise<Blob> {
  const maxSide = options.maxSide ?? 1600;
  const quality = options.quality ?? 0.82;
  const maxBytes = options.maxBytes ?? 600_000;
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    if (keepsOriginal(file.type, bitmap, file.size, { maxSide, maxBytes })) return file;
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    // Never send something bigger than what the camera gave.
    return blob && blob.size < file.size ? blob : file;
  } finally {
    bitmap.close();
  }
}
