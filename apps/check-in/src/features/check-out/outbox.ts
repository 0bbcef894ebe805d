// The check-out's outbox (issue 22 §4): what the customer sent goes out in order — every photo uploaded
// (the four sides, then the damages' photos), every new damage reported, then the check-out — and each
// step's result is written to the draft as soon as it arrives, so a reload, a lost connection or a second
// attempt resumes where the last one stopped and nothing is uploaded or reported twice. Without a
// connection (offline, no answer, a 5xx or 429) the draft stays queued and is sent on the `online` event
// or the next load; a refusal (4xx) stops on the step it is about, with the API's message on its field.
import { ApiError, asApiError } from '@rental/api-client';
import type { CheckOut, Transport } from './check-out-api.ts';
import { type Draft, odometerValue, photoKey, type Refusal, type Side, sides } from './draft.ts';
import type { DraftStore } from './draft-store.ts';

export type SendOutcome =
  | { status: 'sent'; checkOut: CheckOut }
  /** Kept on the phone, to be sent when the connection is back. */
  | { status: 'offline' }
  /** The API refused something: the draft keeps the refusal and is no longer queued. */
  | { status: 'refused'; refusal: Refusal }
  /** Nothing to send (no queued draft for the booking). */
  | { status: 'idle' };

interface Options {
  /** Whether the phone thinks it is online (navigator.onLine); default true. */
  online?: () => boolean;
  /** Called with the draft each time the outbox wrote it, so the view shows the progress. */
  onProgress?: (draft: Draft) => void;
}

// One run per booking at a time: the `online` event and a load can fire together.
const running = new Map<string, Promise<SendOutcome>>();

/** Sends the queued draft of `number` (see the module comment); resolves with what happened. */
export function sendQueued(
  number: string,
  store: DraftStore,
  transport: Transport,
  options: Options = {},
): Promise<SendOutcome> {
  const current = running.get(number);
  if (current) return current;
  const run = send(number, store, transport, options).finally(() => running.delete(number));
  running.set(number, run);
  return run;
}

/** Where a failed call's refusal is shown: step and field. */
type Place = Pick<Refusal, 'step' | 'field'>;

async function send(
  number: string,
  store: DraftStore,
  transport: Transport,
  { online = () => true, onProgress }: Options,
): Promise<SendOutcome> {
  let draft = await store.get(number);
  if (!draft?.queuedAt || draft.result) return { status: 'idle' };
  if (!online()) return { status: 'offline' };
  // What the outbox learnt goes onto the draft as it is stored now: an answer the customer changed while
  // it was sending is kept.
  const save = async (patch: Pick<Partial<Draft>, 'uploads' | 'damageIds' | 'queuedAt' | 'refusal'>) => {
    const stored = (await store.get(number)) ?? draft!;
    draft = { ...stored, ...patch };
    await store.put(draft);
    onProgress?.(draft);
  };

  // A call's failure: offline (kept queued) or a refusal (kept, not queued, shown on its place).
  // `uploaded`: the upload keys of the photos the call named; a photo the API refused as unknown or not
  // an image is uploaded again next time (the customer may take it again).
  const failed = async (error: unknown, place: Place, uploaded: string[] = []): Promise<SendOutcome> => {
    const e = asApiError(error);
    if (e.retryable) return { status: 'offline' };
    const refusal = refusalOf(e, place);
    const uploads = { ...draft!.uploads };
    if (e.code === 'photo_not_found' || e.code === 'photo_not_image')
      for (const key of uploaded) delete uploads[key];
    await save({ uploads, queuedAt: null, refusal });
    return { status: 'refused', refusal };
  };

  const uploadOnce = async (key: string, photo: Blob, fileName: string, place: Place) => {
    if (draft!.uploads[key]) return null;
    try {
      const id = await transport.upload(photo, fileName);
      await save({ uploads: { ...draft!.uploads, [key]: id } });
      return null;
    } catch (error) {
      return failed(error, place);
    }
  };

  for (const side of sides) {
    const photo = draft.photos[side];
    if (!photo) continue;
    const stop = await uploadOnce(photoKey({ side }), photo, `${side}.jpg`, {
      step: 'photos',
      field: `photo-${side}`,
    });
    if (stop) return stop;
  }
  for (const damage of draft.damages) {
    for (const [index, photo] of damage.photos.entries()) {
      const stop = await uploadOnce(
        photoKey({ damage: damage.clientId, index }),
        photo,
        `damage-${index + 1}.jpg`,
        { step: 'damages', field: `damage-${damage.clientId}` },
      );
      if (stop) return stop;
    }
  }
  for (const damage of draft.damages) {
    if (draft.damageIds[damage.clientId]) continue;
    try {
      const id = await transport.reportDamage(number, {
        clientId: damage.clientId,
        area: damage.area,
        kind: damage.kind,
        description: damage.description.trim(),
        photoUploadIds: damage.photos.map(
          (_, index) => draft!.uploads[photoKey({ damage: damage.clientId, index })]!,
        ),
      });
      await save({ damageIds: { ...draft.damageIds, [damage.clientId]: id } });
    } catch (error) {
      const keys = damage.photos.map((_, index) => photoKey({ damage: damage.clientId, index }));
      return failed(error, { step: 'damages', field: `damage-${damage.clientId}` }, keys);
    }
  }

  const checkOut = draft.checkOut;
  const photo = (side: Side) => draft!.uploads[photoKey({ side })]!;
  if (!checkOut || draft.levelPercent === null)
    return failed(new ApiError(400, 'check_out_incomplete', 'The return is not complete.'), {
      step: 'summary',
      field: null,
    });
  let answer: CheckOut;
  try {
    answer = await transport.checkOut(number, {
      clientId: draft.clientId,
      odometer: odometerValue(draft.odometer),
      levelPercent: draft.levelPercent,
      returnBranchId: checkOut.returnBranch.id,
      photos: { front: photo('front'), rear: photo('rear'), left: photo('left'), right: photo('right') },
      damageIds: draft.damages.map((damage) => draft!.damageIds[damage.clientId]!),
    });
  } catch (error) {
    const place = placeOfCheckOutError(asApiError(error));
    const side = place.field?.startsWith('photo-') ? (place.field.slice(6) as Side) : null;
    return failed(error, place, side ? [photoKey({ side })] : []);
  }
  // Returned: the draft has done its work and leaves the phone.
  await store.delete(number);
  onProgress?.({ ...draft, queuedAt: null, refusal: null, result: answer.result, checkOut: answer });
  return { status: 'sent', checkOut: answer };
}

/** The refusal of a 4xx: the API's message for the field it names, else its message. */
function refusalOf(error: ApiError, place: Place): Refusal {
  const firstField = Object.keys(error.fields)[0];
  const message = (firstField && error.fields[firstField]) || error.message;
  return { ...place, code: error.code, message };
}

/** The step (and field) a refusal of the check-out itself is about. */
export function placeOfCheckOutError(error: Pick<ApiError, 'code' | 'fields'>): Place {
  const field = Object.keys(error.fields)[0] ?? '';
  if (error.code.startsWith('odometer_') || field === 'odometer')
    return { step: 'odometer', field: 'odometer' };
  if (field === 'levelPercent') return { step: 'odometer', field: 'level' };
  if (error.code === 'return_branch_mismatch' || field === 'returnBranchId')
    return { step: 'location', field: 'location' };
  const side = /^photos\.(front|right|rear|left)$/.exec(field)?.[1];
  if (side) return { step: 'photos', field: `photo-${side}` };
  if (field.startsWith('damageIds')) return { step: 'damages', field: null };
  return { step: 'summary', field: null };
}
