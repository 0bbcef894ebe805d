// Uploads of a signed-in customer (issue 20, ADR 018): one file per request as the raw request body,
// its type decided by its first bytes (JPEG, PNG, WebP, HEIC, PDF), never by its name or declared type,
// kept in the upload storage; later requests (invoice corrections) reference it by id. Only the owner
// reads it back.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uploads } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses, notSignedIn } from '../errors.ts';
import { msg } from '../i18n/translate.ts';
import { requireServiceToken } from '../service-auth.ts';
import { currentUser } from '../session.ts';
import { EXTENSION, sniffType, UPLOAD_TYPES, type UploadType } from '../uploads/sniff.ts';

type SessionUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;
type UploadRow = typeof uploads.$inferSelect;

const notFound = () => new ApiError(404, 'upload_not_found', msg('uploadNotFound'));

/** An upload as its owner sees it. */
export const uploadSchema = z
  .object({
    /** The id later requests reference, e.g. in an invoice correction's `uploadIds`. */
    id: z.string(),
    /** The type found in the file's content. */
    contentType: z.enum(UPLOAD_TYPES),
    /** Size in bytes. */
    sizeBytes: z.number().int(),
    /** SHA-256 of the content, hex. */
    sha256: z.string(),
    /** The name given when uploading (no folders), if any. */
    fileName: z.string().nullable(),
    /** When it was uploaded (ISO 8601). */
    createdAt: z.string(),
  })
  .meta({ id: 'Upload' });

export const uploadIdSchema = z.uuid({ error: 'The format is not valid.' });

export function uploadView(row: UploadRow): z.infer<typeof uploadSchema> {
  return {
    id: row.id,
    contentType: row.contentType as UploadType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
  };
}

const uploadQuery = z.object({
  /** The file's name on the customer's device, e.g. receipt.pdf: shown back to them, never used for the type. */
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    // Only the last segment of a path; control characters out.
    .transform(
      (name) =>
        name
          .split(/[\\/]/)
          .pop()
          ?.replace(/[\p{Cc}]/gu, '') || 'file',
    )
    .optional(),
});

/** The answer of a download: the file, in the type found in its content. */
const fileResponse = {
  description: 'The file, with the type found in its content.',
  content: Object.fromEntries(
    UPLOAD_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
};

/** Sends an upload's bytes as an attachment in its checked type. */
function sendFile(reply: FastifyReply, row: { id: string; contentType: string }, data: Buffer) {
  const type = row.contentType as UploadType;
  return (
    reply
      .type(type)
      .header('content-disposition', `attachment; filename="upload-${row.id}.${EXTENSION[type]}"`)
      // The bytes as they are: Fastify sends a Buffer without serialising it (the typing knows JSON only).
      .send(data as unknown as string)
  );
}

const idParams = z.object({
  /** The upload's id. */
  uploadId: uploadIdSchema,
});

/** Registers the upload endpoints. */
export function registerUploadRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const maxBytes = deps.config.uploads.maxBytes;
  const tooLarge = () =>
    new ApiError(413, 'upload_too_large', msg('uploadTooLarge', { max: Math.floor(maxBytes / 1048576) }));

  async function signedIn(req: FastifyRequest): Promise<SessionUser> {
    const user = await currentUser(deps, req);
    if (!user) throw notSignedIn();
    return user;
  }

  // The upload takes any declared type as bytes: what counts is the content. Its own scope, so the
  // rest of the API keeps JSON only and its 64 KB limit.
  app.register(async (scope) => {
    const raw = scope as unknown as App;
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) =>
      done(null, body),
    );
    // A declared length over the limit, and a visitor without a session, are refused before a byte of
    // the body is read (a visitor cannot make us buffer megabytes).
    raw.addHook('onRequest', async (req) => {
      const length = Number(req.headers['content-length'] ?? 0);
      if (length > maxBytes) throw tooLarge();
      await signedIn(req);
    });
    // A body without a length (chunked) is cut at the limit by Fastify: the same answer.
    raw.setErrorHandler(async (err: FastifyError) => {
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
      throw err;
    });

    raw.post(
      '/v1/uploads',
      {
        bodyLimit: maxBytes,
        config: { throttle: 'upload', personal: true },
        schema: {
          tags: ['uploads'],
          summary: 'Upload one file as the signed-in customer (the request body is the file)',
          description:
            "The body is the file itself (any Content-Type; the type is read from the content): a JPEG, PNG, WebP or HEIC photo or a PDF, up to UPLOAD_MAX_MB (10 MB). Errors: 400 `upload_empty`, 413 `upload_too_large`, 415 `upload_type_not_allowed`. The answer's `id` is what an invoice correction references.",
          security: [{ session: [] }],
          consumes: [
            'application/octet-stream',
            'image/jpeg',
            'image/png',
            'image/webp',
            'image/heic',
            'application/pdf',
          ],
          querystring: uploadQuery,
          body: z.any().meta({ type: 'string', format: 'binary', description: 'The file.' }),
          response: {
            201: z.object({ upload: uploadSchema }),
            401: errorResponses[400],
            413: errorResponses[400],
            415: errorResponses[400],
            ...crossOriginResponse,
            ...errorResponses,
          },
        },
      },
      async (req, reply) => {
        const user = await signedIn(req);
        await deps.throttle.hit(`upload:${user.id}`, deps.throttleRules.upload.subject);
        const data: unknown = req.body;
        if (!Buffer.isBuffer(data) || data.length === 0)
          throw new ApiError(400, 'upload_empty', msg('uploadEmpty'));
        if (data.length > maxBytes) throw tooLarge();
        const contentType = sniffType(data);
        if (!contentType) throw new ApiError(415, 'upload_type_not_allowed', msg('uploadTypeNotAllowed'));
        const id = randomUUID();
        const storageKey = `${user.id.replace(/[^A-Za-z0-9_-]/g, '')}/${id}`;
        const sha256 = createHash('sha256').update(data).digest('hex');
        await deps.uploads.put(storageKey, data, { contentType, size: data.length, sha256, owner: user.id });
        const [row] = await db
          .insert(uploads)
          .values({
            id,
            userId: user.id,
            storageKey,
            contentType,
            sizeBytes: data.length,
            sha256,
            fileName: req.query.fileName ?? null,
            createdAt: deps.now(),
          })
          .returning();
        return reply.code(201).send({ upload: uploadView(row!) });
      },
    );
  });

  async function ownUpload(req: FastifyRequest, uploadId: string): Promise<UploadRow> {
    const user = await signedIn(req);
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, uploadId), eq(uploads.userId, user.id)));
    // Another customer's file is as unknown as no file.
    if (!row) throw notFound();
    return row;
  }

  app.get(
    '/v1/uploads/:uploadId',
    {
      config: { personal: true },
      schema: {
        tags: ['uploads'],
        summary: "One of the signed-in customer's uploads: its type, size and checksum",
        security: [{ session: [] }],
        params: idParams,
        response: { 200: z.object({ upload: uploadSchema }), 401: errorResponses[400], ...errorResponses },
      },
    },
    async (req) => ({ upload: uploadView(await ownUpload(req, req.params.uploadId)) }),
  );

  app.get(
    '/v1/uploads/:uploadId/content',
    {
      config: { personal: true },
      schema: {
        tags: ['uploads'],
        summary: "Download one of the signed-in customer's uploads (as an attachment, in its checked type)",
        security: [{ session: [] }],
        params: idParams,
        response: {
          200: fileResponse,
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const row = await ownUpload(req, req.params.uploadId);
      const file = await deps.uploads.get(row.storageKey);
      if (!file) throw notFound();
      return sendFile(reply, row, file.data);
    },
  );

  app.get(
    '/v1/service/uploads/:uploadId/content',
    {
      schema: {
        tags: ['service'],
        summary: "Back office: download a customer's upload (e.g. attached to an invoice correction)",
        description:
          'Needs `Authorization: Bearer {API_SERVICE_TOKEN}`. Answered as an attachment in its checked type.',
        security: [{ service: [] }],
        params: idParams,
        response: {
          200: fileResponse,
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      requireServiceToken(deps, req);
      const [row] = await db.select().from(uploads).where(eq(uploads.id, req.params.uploadId));
      const file = row ? await deps.uploads.get(row.storageKey) : undefined;
      if (!row || !file) throw notFound();
      return sendFile(reply, row, file.data);
    },
  );
}
