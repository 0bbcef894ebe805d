// A booking's vehicle and its known damages (issue 22), and the fleet's own service calls: a known
// damage the branch records on a vehicle by its plate, and the fleet's photo uploads (owner 'fleet').
// Assignment, plates and known damages: fleet/vehicles.ts.
import { eq } from 'drizzle-orm';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { damageCases, uploads, vehicles } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, errorResponses } from '../errors.ts';
import { ownBooking } from '../fleet/access.ts';
import { checkPhotos, damageView, knownDamages } from '../fleet/damages.ts';
import { normalPlate } from '../fleet/plates.ts';
import {
  bookingParams,
  branchDamageBody,
  damageSchema,
  type Fuel,
  plateParams,
  vehicleSchema,
} from '../fleet/schemas.ts';
import { FLEET_OWNER, storeFleetUpload, vehicleOf } from '../fleet/vehicles.ts';
import { msg } from '../i18n/translate.ts';
import { newId } from '../payments/service.ts';
import { requireServiceToken } from '../service-auth.ts';
import { sniffType } from '../uploads/sniff.ts';
import { uploadSchema, uploadView } from './uploads.ts';

const bookingErrors = {
  401: errorResponses[400],
  404: errorResponses[400],
  409: errorResponses[400],
  ...errorResponses,
};

/** Registers the vehicle endpoints. */
export function registerVehicleRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  app.get(
    '/v1/bookings/:number/vehicle',
    {
      config: { personal: true },
      schema: {
        tags: ['vehicles'],
        summary:
          "The signed-in customer's booking's vehicle (assigned on first need) and its known damages with photos",
        description:
          'Known damages: cases of the vehicle not repaired, reported before the pickup (a customer report of an earlier rental once assessed). 409 `booking_cancelled`, `booking_awaiting_payment`.',
        security: [{ session: [] }],
        params: bookingParams,
        response: {
          200: z.object({ vehicle: vehicleSchema, knownDamages: z.array(damageSchema) }),
          ...bookingErrors,
        },
      },
    },
    async (req) => {
      const { row } = await ownBooking(deps, req, req.params.number);
      const vehicle = await vehicleOf(deps, row);
      const known = await knownDamages(db, row, vehicle.id);
      return {
        vehicle: {
          plate: vehicle.plate,
          model: vehicle.model,
          fuel: vehicle.fuel as Fuel,
          odometer: vehicle.odometer,
          unit: vehicle.unit as 'km' | 'mi',
        },
        // An earlier rental's number is another customer's: a known damage names no booking.
        knownDamages: known.map((c) => damageView(c, null, row.number)),
      };
    },
  );

  app.post(
    '/v1/service/vehicles/:plate/damages',
    {
      schema: {
        tags: ['service'],
        summary:
          'The branch records a known damage of a vehicle by its plate (Authorization: Bearer {API_SERVICE_TOKEN})',
        description:
          "Photos are uploads of the fleet (POST /v1/service/uploads). The damage is shown to the customers of the vehicle's later bookings as a known damage (state settled: the fleet's own).",
        security: [{ service: [] }],
        params: plateParams,
        body: branchDamageBody,
        response: {
          201: z.object({ damage: damageSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      requireServiceToken(deps, req);
      const [vehicle] = await db
        .select()
        .from(vehicles)
        .where(eq(vehicles.plate, normalPlate(req.params.plate)));
      if (!vehicle) throw new ApiError(404, 'vehicle_not_found', msg('fleetVehicleNotFound'));
      const { area, kind, description, photoUploadIds } = req.body;
      await checkPhotos(
        db,
        FLEET_OWNER,
        photoUploadIds.map((id, i) => [`photoUploadIds.${i}`, id] as [string, string]),
      );
      const now = deps.now();
      const [row] = await db
        .insert(damageCases)
        .values({
          id: newId('dmg'),
          vehicleId: vehicle.id,
          reservationId: null,
          userId: null,
          clientId: null,
          stage: 'branch',
          reportedBy: 'branch',
          area,
          kind,
          description,
          photoUploadIds,
          state: 'settled',
          costMinor: null,
          currency: null,
          explanation: null,
          reportedAt: now,
          assessedAt: now,
          settledAt: now,
          repairedAt: null,
        })
        .returning();
      // No booking to download its photos through yet: the service reads them at /v1/service/uploads/{id}/content.
      const view = damageView(row!, null, '');
      return reply.code(201).send({
        damage: {
          ...view,
          photos: view.photos.map((p) => ({ id: p.id, url: `/v1/service/uploads/${p.id}/content` })),
        },
      });
    },
  );

  // The fleet's photo uploads: the raw body, its type read from its content (as POST /v1/uploads), kept
  // under the owner 'fleet'. Its own scope, so the rest of the API keeps JSON only.
  const maxBytes = deps.config.uploads.maxBytes;
  const tooLarge = () =>
    new ApiError(413, 'upload_too_large', msg('uploadTooLarge', { max: Math.floor(maxBytes / 1048576) }));
  app.register(async (scope) => {
    const raw = scope as unknown as App;
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) =>
      done(null, body),
    );
    // Without the service token nothing of the body is read.
    raw.addHook('onRequest', async (req) => {
      requireServiceToken(deps, req);
      if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
    });
    raw.setErrorHandler(async (err: FastifyError) => {
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
      throw err;
    });
    raw.post(
      '/v1/service/uploads',
      {
        bodyLimit: maxBytes,
        schema: {
          tags: ['service'],
          summary:
            "Upload one of the fleet's files, e.g. a damage photo (Authorization: Bearer {API_SERVICE_TOKEN}; the request body is the file)",
          description:
            'The body is the file (JPEG, PNG, WebP, HEIC or PDF, up to UPLOAD_MAX_MB), its type read from its content; kept under the owner `fleet`. Errors: 400 `upload_empty`, 413 `upload_too_large`, 415 `upload_type_not_allowed`.',
          security: [{ service: [] }],
          consumes: ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'],
          body: z.any().meta({ type: 'string', format: 'binary', description: 'The file.' }),
          response: {
            201: z.object({ upload: uploadSchema }),
            401: errorResponses[400],
            413: errorResponses[400],
            415: errorResponses[400],
            ...errorResponses,
          },
        },
      },
      async (req, reply) => {
        const data: unknown = req.body;
        if (!Buffer.isBuffer(data) || data.length === 0)
          throw new ApiError(400, 'upload_empty', msg('uploadEmpty'));
        if (data.length > maxBytes) throw tooLarge();
        const contentType = sniffType(data);
        if (!contentType) throw new ApiError(415, 'upload_type_not_allowed', msg('uploadTypeNotAllowed'));
        const id = await storeFleetUpload(deps, db, data, contentType, null);
        const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
        return reply.code(201).send({ upload: uploadView(row!) });
      },
    );
  });
}
