// Uploads over real HTTP (issue 20, item 8): a file is accepted by its content (magic bytes), whatever its
// name or declared type; empty, too large and other types are refused with their own codes; only the
// owner reads it back.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { uploads } from '../db/schema.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { testFiles as files, newCustomer, signUp, uploadFile as upload } from './test-rentals.ts';

const SERVICE_TOKEN = 'service-token-for-the-upload-tests-0123456789';
let api: TestApi;
/** A customer shared by the tests that need only one. */
let cookie: string;
beforeAll(async () => {
  api = await startTestApi({ config: { serviceToken: SERVICE_TOKEN } });
  cookie = await signUp(api);
});
afterAll(async () => api?.close());

describe('uploading a file', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
    ['heic', 'image/heic'],
  ] as const)('accepts a %s file and gives it back to its owner byte for byte', async (kind, type) => {
    const data = files[kind];
    const r = await upload(api, cookie, data, { fileName: `C:\\photos\\scan.${kind}` });
    expect(r.status).toBe(201);
    expect(r.body.upload).toMatchObject({
      contentType: type,
      sizeBytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      fileName: `scan.${kind}`,
    });
    const meta = await api.call(`/v1/uploads/${r.body.upload.id}`, { headers: { cookie } });
    expect(meta.status).toBe(200);
    expect(meta.body.upload).toEqual(r.body.upload);
    const res = await fetch(`${api.base}/v1/uploads/${r.body.upload.id}/content`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
  });

  it('decides by content: a PNG named .pdf and declared as application/pdf is stored as a PNG', async () => {
    const r = await upload(api, cookie, files.png, { type: 'application/pdf', fileName: 'invoice.pdf' });
    expect(r.status).toBe(201);
    expect(r.body.upload.contentType).toBe('image/png');
    const res = await fetch(`${api.base}/v1/uploads/${r.body.upload.id}/content`, { headers: { cookie } });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toContain('.png"');
  });

  it.each([
    ['an HTML page named photo.jpg, declared image/jpeg', files.html, 'image/jpeg', 'photo.jpg'],
    ['a Windows executable named receipt.png', files.exe, 'image/png', 'receipt.png'],
    ['an ELF executable named scan.pdf', files.elf, 'application/pdf', 'scan.pdf'],
    ['JSON', Buffer.from('{"a":1}'), 'application/json', undefined],
  ])('refuses %s with 415 upload_type_not_allowed', async (_name, data, type, fileName) => {
    const r = await upload(api, cookie, data, { type, ...(fileName ? { fileName } : {}) });
    expect(r.status).toBe(415);
    expect(expectErrorShape(r.body)).toMatchObject({
      code: 'upload_type_not_allowed',
      message:
        'This kind of file is not accepted. Please upload a JPEG, PNG, WebP or HEIC photo or a PDF document.',
    });
  });

  it('refuses an empty file with 400 upload_empty', async () => {
    const r = await upload(api, cookie, Buffer.alloc(0), { type: 'image/png' });
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body)).toMatchObject({
      code: 'upload_empty',
      message: 'The file is empty. Please choose another file.',
    });
  });

  it('refuses a file over 10 MB with 413 upload_too_large, in the request language', async () => {
    const big = Buffer.concat([files.png, Buffer.alloc(10 * 1024 * 1024 + 1 - files.png.length)]);
    const res = await fetch(`${api.base}/v1/uploads`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/png', 'accept-language': 'de-DE' },
      body: new Uint8Array(big),
    });
    expect(res.status).toBe(413);
    expect(expectErrorShape(await res.json())).toMatchObject({
      code: 'upload_too_large',
      message: 'Die Datei ist größer als 10 MB. Bitte wählen Sie eine kleinere Datei.',
    });
  });

  describe('with a limit of 1 MB (UPLOAD_MAX_MB=1)', () => {
    let small: TestApi;
    beforeAll(async () => {
      small = await startTestApi({
        config: { uploads: { storage: 'local', dir: undefined, maxBytes: 1024 * 1024, s3: undefined } },
      });
    });
    afterAll(async () => small?.close());

    it('accepts a file of exactly the limit and refuses one byte more', async () => {
      const cookie = await signUp(small);
      const exact = Buffer.concat([files.png, Buffer.alloc(1024 * 1024 - files.png.length)]);
      expect((await upload(small, cookie, exact, { type: 'image/png' })).status).toBe(201);
      const over = await upload(small, cookie, Buffer.concat([exact, Buffer.alloc(1)]), {
        type: 'image/png',
      });
      expect(over.status).toBe(413);
      expect(expectErrorShape(over.body)).toMatchObject({
        code: 'upload_too_large',
        message: 'The file is larger than 1 MB. Please choose a smaller file.',
      });
    });

    it('refuses a body sent without a length (chunked) once it passes the limit, with the same code', async () => {
      const cookie = await signUp(small);
      const chunks = [files.png, Buffer.alloc(600 * 1024), Buffer.alloc(600 * 1024)];
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(new Uint8Array(next));
          else controller.close();
        },
      });
      const res = await fetch(`${small.base}/v1/uploads`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'image/png' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await res.json()).error).toMatchObject({
        code: 'upload_too_large',
        message: 'The file is larger than 1 MB. Please choose a smaller file.',
      });
    });
  });

  it('needs a signed-in customer', async () => {
    const r = await upload(api, undefined, files.png, { type: 'image/png' });
    expect(r.status).toBe(401);
    expect(expectErrorShape(r.body).code).toBe('not_signed_in');
  });
});

describe('reading an upload', () => {
  it("answers another customer's upload as unknown, and a visitor's request as not signed in", async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const { body } = await upload(api, owner, files.jpeg, { type: 'image/jpeg' });
    const id = body.upload.id as string;
    for (const path of [`/v1/uploads/${id}`, `/v1/uploads/${id}/content`]) {
      const r = await api.call(path, { headers: { cookie: other } });
      expect(r.status).toBe(404);
      expect(expectErrorShape(r.body)).toMatchObject({
        code: 'upload_not_found',
        message: 'We could not find this file.',
      });
      const unknown = await api.call(path.replace(id, crypto.randomUUID()), { headers: { cookie: owner } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(r.body);
      expect((await api.call(path)).status).toBe(401);
    }
  });

  it('is open to the back office with the service token, and to no one else there', async () => {
    const { body } = await upload(api, cookie, files.webp, { type: 'image/webp' });
    const path = `/v1/service/uploads/${body.upload.id}/content`;
    const res = await fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${SERVICE_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer()).equals(files.webp)).toBe(true);
    const refused: Record<string, string>[] = [
      { cookie },
      { authorization: 'Bearer wrong-token-wrong-token-wrong' },
      {},
    ];
    for (const headers of refused) expect((await api.call(path, { headers })).status).toBe(401);
  });

  it('refuses an id that is not a UUID', async () => {
    const r = await api.call('/v1/uploads/..%2F..%2Fetc%2Fpasswd', { headers: { cookie } });
    expect(r.status).toBe(400);
  });
});

describe("a customer's data", () => {
  it('lists the uploads in the data export, and deleting the account deletes the files', async () => {
    const { cookie: own } = await newCustomer(api);
    const { body } = await upload(api, own, files.pdf, { type: 'application/pdf', fileName: 'id-card.pdf' });
    const exported = await api.call('/v2/users/me/export', { headers: { cookie: own } });
    expect(exported.status).toBe(200);
    expect(exported.body.uploads).toEqual([
      expect.objectContaining({ id: body.upload.id, fileName: 'id-card.pdf' }),
    ]);
    expect(exported.body).toMatchObject({ invoiceCorrections: [], lostItemReports: [] });

    const deps = depsOf(api.app);
    const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, body.upload.id));
    expect(await deps.uploads.get(row!.storageKey)).toBeDefined();
    const deleted = await api.call('/v2/users/me', {
      method: 'DELETE',
      headers: { cookie: own },
      body: { password: 'copper kettle 42' },
    });
    expect(deleted.status).toBe(204);
    expect(await deps.db.select().from(uploads).where(eq(uploads.id, body.upload.id))).toEqual([]);
    expect(await deps.uploads.get(row!.storageKey)).toBeUndefined();
  });
});
