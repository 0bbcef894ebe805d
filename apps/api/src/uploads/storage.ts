// Upload storage (issue 20, ADR 018): customers' files behind one interface, put, get and delete by an
// opaque key with their metadata. Local disk by default (a folder beside the PGlite data), memory when
// the API runs in memory (tests), an S3-compatible bucket in production (s3-storage.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What is kept with every stored file. */
export type UploadMetadata = {
  /** The type found in the content, e.g. 'image/png'. */
  contentType: string;
  /** Size in bytes. */
  size: number;
  /** SHA-256 of the content, hex. */
  sha256: string;
  /** The owning account's id. */
  owner: string;
};

/** A stored file. */
export type StoredUpload = { data: Buffer; metadata: UploadMetadata };

/** Where uploaded files live. Keys are opaque to callers: made by the API, never from user input. */
export interface UploadStorage {
  /** Which implementation this is, for logs and tests: 'memory', 'disk' or 's3'. */
  readonly kind: 'memory' | 'disk' | 's3';
  put(key: string, data: Buffer, metadata: UploadMetadata): Promise<void>;
  /** The file, or undefined when there is none under the key. */
  get(key: string): Promise<StoredUpload | undefined>;
  /** Deletes the file; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys the API makes: letters, digits, '-', '_' and '/' between segments; nothing that climbs out. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`invalid upload storage key: ${key}`);
}

/** Files in this process's memory: tests and `API_DATA_DIR=memory://` only (not shared by instances). */
export function memoryStorage(): UploadStorage {
  const files = new Map<string, StoredUpload>();
  return {
    kind: 'memory',
    async put(key, data, metadata) {
      assertKey(key);
      files.set(key, { data: Buffer.from(data), metadata: { ...metadata } });
    },
    async get(key) {
      assertKey(key);
      const file = files.get(key);
      return file ? { data: Buffer.from(file.data), metadata: { ...file.metadata } } : undefined;
    },
    async delete(key) {
      assertKey(key);
      files.delete(key);
    },
  };
}

/**
 * Files in a folder: `{key}` holds the bytes, `{key}.json` the metadata. The bytes are written first
 * and the metadata last, so a file without its metadata (a crash in between) reads as missing.
 */
export function diskStorage(folder: string): UploadStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(folder, key);
  };
  const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';
  return {
    kind: 'disk',
    async put(key, data, metadata) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, data, { mode: 0o600 });
      await writeFile(`${file}.json`, JSON.stringify(metadata), { mode: 0o600 });
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const metadata = JSON.parse(await readFile(`${file}.json`, 'utf8')) as UploadMetadata;
        return { data: await readFile(file), metadata };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(`${file}.json`, { force: true });
      await rm(file, { force: true });
    },
  };
}
