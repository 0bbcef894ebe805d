// The upload storages behind one interface (ADR 018): memory, a folder on disk, and an S3-compatible
// bucket, the last against a small fake S3 server on loopback that records the requests the SDK sends.
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { s3Storage } from './s3-storage.ts';
import { diskStorage, memoryStorage, type UploadMetadata, type UploadStorage } from './storage.ts';

const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const metadata: UploadMetadata = {
  contentType: 'image/png',
  size: data.length,
  sha256: 'ab'.repeat(32),
  owner: 'u-1',
};

/** A fake S3 (path-style): objects in memory, every request recorded. */
type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
let server: Server;
let endpoint: string;
const requests: Recorded[] = [];
const objects = new Map<string, { body: Buffer; headers: IncomingHttpHeaders }>();

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const key = (req.url ?? '').split('?')[0] ?? '';
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    if (req.method === 'PUT') {
      objects.set(key, { body, headers: req.headers });
      res.writeHead(200, { etag: '"1"' }).end();
    } else if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
          );
        return;
      }
      const meta = Object.fromEntries(
        Object.entries(object.headers).filter(([h]) => h.startsWith('x-amz-meta-')),
      );
      res
        .writeHead(200, {
          'content-type': object.headers['content-type'] ?? 'application/octet-stream',
          'content-length': String(object.body.length),
          ...meta,
        })
        .end(object.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  server?.close();
});

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'uploads-'));
});
afterAll(async () => rm(folder, { recursive: true, force: true }));

const storages: [string, () => UploadStorage][] = [
  ['memory', () => memoryStorage()],
  ['disk', () => diskStorage(folder)],
  [
    's3',
    () =>
      s3Storage({
        bucket: 'rental-uploads',
        region: 'eu-central-1',
        endpoint,
        prefix: 'uploads/',
        forcePathStyle: true,
        credentials: { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret-key' },
      }),
  ],
];

describe.each(storages)('%s storage', (_kind, make) => {
  it('puts, gets with its metadata, and deletes a file by key', async () => {
    const storage = make();
    await storage.put('user-1/file-a', data, metadata);
    const got = await storage.get('user-1/file-a');
    expect(got?.data.equals(data)).toBe(true);
    expect(got?.metadata).toEqual(metadata);
    await storage.delete('user-1/file-a');
    expect(await storage.get('user-1/file-a')).toBeUndefined();
    await storage.delete('user-1/file-a');
  });

  it('answers undefined for a key never stored', async () => {
    expect(await make().get('nobody/nothing')).toBeUndefined();
  });

  it.each(['../etc/passwd', '/abs', 'a//b', 'a/../b', 'a b', ''])('refuses the key %j', async (key) => {
    await expect(make().put(key, data, metadata)).rejects.toThrow(/invalid upload storage key/);
  });
});

describe('disk storage', () => {
  it('keeps the bytes and the metadata beside each other in its folder only', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    try {
      await diskStorage(own).put('u/f', data, metadata);
      expect((await readdir(path.join(own, 'u'))).sort()).toEqual(['f', 'f.json']);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });
});

describe('S3 requests', () => {
  it('puts a signed, path-style object with its type, length and metadata headers', async () => {
    requests.length = 0;
    const storage = storages[2]![1]();
    await storage.put('user-9/file-b', data, metadata);
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url.split('?')[0]).toBe('/rental-uploads/uploads/user-9/file-b');
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers['x-amz-meta-sha256']).toBe(metadata.sha256);
    expect(put?.headers['x-amz-meta-owner']).toBe('u-1');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TESTKEY\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.body.equals(data)).toBe(true);
  });
});

describe('configuration', () => {
  it('is local by default, 10 MB, and s3 with its bucket and credentials when asked', () => {
    expect(loadConfig({}).uploads).toMatchObject({
      storage: 'local',
      maxBytes: 10 * 1024 * 1024,
      s3: undefined,
    });
    const c = loadConfig({
      UPLOAD_STORAGE: 's3',
      UPLOAD_S3_BUCKET: 'rental-uploads',
      UPLOAD_S3_REGION: 'eu-central-1',
      UPLOAD_S3_ENDPOINT: 'https://minio.internal:9000',
      UPLOAD_S3_FORCE_PATH_STYLE: 'true',
      UPLOAD_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      UPLOAD_S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
      UPLOAD_MAX_MB: '5',
    });
    expect(c.uploads).toEqual({
      storage: 's3',
      dir: undefined,
      maxBytes: 5 * 1024 * 1024,
      s3: {
        bucket: 'rental-uploads',
        region: 'eu-central-1',
        endpoint: 'https://minio.internal:9000',
        prefix: 'uploads/',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG' },
      },
    });
  });

  it.each([
    [{ UPLOAD_STORAGE: 's3' }, 'UPLOAD_S3_BUCKET: required with UPLOAD_STORAGE=s3'],
    [{ UPLOAD_STORAGE: 'ftp' }, "UPLOAD_STORAGE: UPLOAD_STORAGE must be 'local' or 's3'"],
    [
      { UPLOAD_MAX_MB: '0' },
      'UPLOAD_MAX_MB: UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 100',
    ],
    [{ UPLOAD_DIR: 'relative/dir' }, 'UPLOAD_DIR: UPLOAD_DIR must be an absolute path'],
    [
      { UPLOAD_STORAGE: 's3', UPLOAD_S3_BUCKET: 'b-1', UPLOAD_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      'UPLOAD_S3_ACCESS_KEY_ID, UPLOAD_S3_SECRET_ACCESS_KEY: set both',
    ],
    [
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587', UPLOAD_S3_ENDPOINT: 'http://minio:9000' },
      'UPLOAD_S3_ENDPOINT: must be https with NODE_ENV=production',
    ],
    [{ API_SERVICE_TOKEN: 'short' }, 'API_SERVICE_TOKEN: API_SERVICE_TOKEN must be at least 32 characters'],
  ] as const)('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
