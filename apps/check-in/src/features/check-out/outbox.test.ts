// @vitest-environment node
// The check-out's outbox over a real IndexedDB implementation (fake-indexeddb) and a stand-in API: a
// draft with its photo Blobs survives a "reload" (a new store on the same database), is sent in order
// (uploads, damages, check-out), resumes after a failure in the middle without uploading or reporting
// anything twice, stays queued without a connection, and stops on a refusal with the API's message on
// the step and field it is about. (Node's environment: its structuredClone stores Blobs as browsers do.)

import { ApiError } from '@rental/api-client';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckOut, CheckOutBody, DamageReport, Transport } from './check-out-api.ts';
import { type Draft, newDraft, photoKey, sides } from './draft.ts';
import { type DraftStore, indexedDbStore } from './draft-store.ts';
import { placeOfCheckOutError, sendQueued } from './outbox.ts';

const NUMBER = '1234567890';

const checkOut: CheckOut = {
  reservationNumber: NUMBER,
  status: 'open',
  opensAt: '2026-05-02T12:30',
  returnAt: '2026-05-05T08:30',
  returnBranch: { id: 7, name: 'Berlin Hauptbahnhof', address: 'Europaplatz 1, 10557 Berlin' },
  vehicle: { plate: 'B-KR 1234', model: 'VW Golf', fuel: 'petrol', odometer: 12_000, unit: 'km' },
  levelAtPickup: 100,
  result: null,
};

const jpeg = (label: string) => new Blob([`jpeg:${label}`], { type: 'image/jpeg' });

function readyDraft(): Draft {
  return {
    ...newDraft(NUMBER, 'c0ffee00-0000-4000-8000-000000000001'),
    checkOut,
    odometer: '12.345',
    levelPercent: 75,
    photos: { front: jpeg('front'), right: jpeg('right'), rear: jpeg('rear'), left: jpeg('left') },
    damages: [
      {
        clientId: 'da0a0a0a-0000-4000-8000-000000000002',
        area: 'rear-left',
        kind: 'scratch',
        description: '  A long scratch on the rear door  ',
        photos: [jpeg('damage-1'), jpeg('damage-2')],
      },
    ],
    damagesChecked: true,
    locationConfirmed: true,
    queuedAt: '2026-05-05T08:00:00.000Z',
  };
}

/** A stand-in API that records every call and can fail a chosen call once. */
function fakeApi() {
  const calls: string[] = [];
  const uploaded: string[] = [];
  const reports: DamageReport[] = [];
  const checkOuts: CheckOutBody[] = [];
  let failNext: { call: string; error: Error } | null = null;
  const maybeFail = (call: string) => {
    if (failNext && call.startsWith(failNext.call)) {
      const { error } = failNext;
      failNext = null;
      throw error;
    }
  };
  const transport: Transport = {
    async upload(photo) {
      const content = await photo.text();
      calls.push(`upload ${content}`);
      maybeFail(`upload ${content}`);
      uploaded.push(content);
      return `upl-${content}`;
    },
    async reportDamage(number, report) {
      calls.push(`damage ${number} ${report.clientId}`);
      maybeFail('damage');
      reports.push(report);
      return 'dmg_1';
    },
    async checkOut(number, body) {
      calls.push(`check-out ${number} ${body.clientId}`);
      maybeFail('check-out');
      checkOuts.push(body);
      return {
        ...checkOut,
        status: 'completed',
        result: {
          odometer: body.odometer,
          levelPercent: body.levelPercent,
          returnBranchId: body.returnBranchId,
          photos: body.photos,
          completedAt: '2026-05-05T08:01:00.000Z',
          refuelCharge: { amountMinor: 2_150, currency: 'EUR' },
        },
      };
    },
  };
  return {
    transport,
    calls,
    uploaded,
    reports,
    checkOuts,
    failOnce(call: string, error: Error) {
      failNext = { call, error };
    },
  };
}

let factory: IDBFactory;
/** A store on the one database: a new one stands for the page loaded again. */
const reopen = (): DraftStore => indexedDbStore(factory);

beforeEach(() => {
  factory = new IDBFactory();
});

describe('the draft store', () => {
  it('keeps answers and photo Blobs as given, across a reload', async () => {
    await reopen().put(readyDraft());
    const restored = await reopen().get(NUMBER);
    expect(restored?.odometer).toBe('12.345');
    expect(restored?.levelPercent).toBe(75);
    expect(restored?.photos.front).toBeInstanceOf(Blob);
    expect(await restored?.photos.rear?.text()).toBe('jpeg:rear');
    expect(restored?.photos.rear?.type).toBe('image/jpeg');
    expect(await restored?.damages[0]?.photos[1]?.text()).toBe('jpeg:damage-2');
    expect(await reopen().get('0000000000')).toBeUndefined();
  });

  it('forgets a draft that is deleted', async () => {
    await reopen().put(readyDraft());
    await reopen().delete(NUMBER);
    expect(await reopen().get(NUMBER)).toBeUndefined();
  });
});

describe('the outbox', () => {
  it('sends in order: photos, then damages, then the check-out with the ids it got', async () => {
    const api = fakeApi();
    await reopen().put(readyDraft());
    const outcome = await sendQueued(NUMBER, reopen(), api.transport);
    expect(outcome.status).toBe('sent');
    expect(api.calls).toEqual([
      'upload jpeg:front',
      'upload jpeg:right',
      'upload jpeg:rear',
      'upload jpeg:left',
      'upload jpeg:damage-1',
      'upload jpeg:damage-2',
      `damage ${NUMBER} da0a0a0a-0000-4000-8000-000000000002`,
      `check-out ${NUMBER} c0ffee00-0000-4000-8000-000000000001`,
    ]);
    expect(api.reports[0]).toEqual({
      clientId: 'da0a0a0a-0000-4000-8000-000000000002',
      area: 'rear-left',
      kind: 'scratch',
      description: 'A long scratch on the rear door',
      photoUploadIds: ['upl-jpeg:damage-1', 'upl-jpeg:damage-2'],
    });
    expect(api.checkOuts[0]).toEqual({
      clientId: 'c0ffee00-0000-4000-8000-000000000001',
      odometer: 12_345,
      levelPercent: 75,
      returnBranchId: 7,
      photos: {
        front: 'upl-jpeg:front',
        rear: 'upl-jpeg:rear',
        left: 'upl-jpeg:left',
        right: 'upl-jpeg:right',
      },
      damageIds: ['dmg_1'],
    });
    // Returned: the draft leaves the phone.
    expect(await reopen().get(NUMBER)).toBeUndefined();
  });

  it('resumes after a failure in the middle without sending anything twice', async () => {
    const api = fakeApi();
    await reopen().put(readyDraft());
    api.failOnce('upload jpeg:left', new ApiError(0, 'network', 'offline'));
    expect((await sendQueued(NUMBER, reopen(), api.transport)).status).toBe('offline');
    // What was uploaded is kept on the phone with its id.
    const kept = await reopen().get(NUMBER);
    expect(kept?.uploads).toEqual({
      [photoKey({ side: 'front' })]: 'upl-jpeg:front',
      [photoKey({ side: 'right' })]: 'upl-jpeg:right',
      [photoKey({ side: 'rear' })]: 'upl-jpeg:rear',
    });
    expect(kept?.queuedAt).not.toBeNull();

    api.failOnce('check-out', new ApiError(503, 'unavailable', 'The API is restarting'));
    expect((await sendQueued(NUMBER, reopen(), api.transport)).status).toBe('offline');
    expect((await reopen().get(NUMBER))?.damageIds).toEqual({
      'da0a0a0a-0000-4000-8000-000000000002': 'dmg_1',
    });

    expect((await sendQueued(NUMBER, reopen(), api.transport)).status).toBe('sent');
    expect(api.uploaded).toEqual([
      'jpeg:front',
      'jpeg:right',
      'jpeg:rear',
      'jpeg:left',
      'jpeg:damage-1',
      'jpeg:damage-2',
    ]);
    expect(api.reports).toHaveLength(1);
    expect(api.checkOuts).toHaveLength(1);
    // The check-out was tried twice with the same clientId: the API answers the same result to it.
    expect(api.calls.filter((call) => call.startsWith('check-out'))).toEqual([
      `check-out ${NUMBER} c0ffee00-0000-4000-8000-000000000001`,
      `check-out ${NUMBER} c0ffee00-0000-4000-8000-000000000001`,
    ]);
  });

  it('sends nothing while the phone is offline, and nothing that was not queued', async () => {
    const api = fakeApi();
    await reopen().put(readyDraft());
    expect((await sendQueued(NUMBER, reopen(), api.transport, { online: () => false })).status).toBe(
      'offline',
    );
    await reopen().put({ ...readyDraft(), queuedAt: null });
    expect((await sendQueued(NUMBER, reopen(), api.transport)).status).toBe('idle');
    expect(api.calls).toEqual([]);
  });

  it('runs once when the online event and a load ask at the same time', async () => {
    const api = fakeApi();
    await reopen().put(readyDraft());
    const store = reopen();
    const [a, b] = await Promise.all([
      sendQueued(NUMBER, store, api.transport),
      sendQueued(NUMBER, store, api.transport),
    ]);
    expect(a).toBe(b);
    expect(api.uploaded).toHaveLength(6);
  });

  it('stops on a refusal, keeps everything, and shows it on the step it is about', async () => {
    const api = fakeApi();
    await reopen().put(readyDraft());
    api.failOnce(
      'check-out',
      new ApiError(
        400,
        'odometer_below_pickup',
        'The odometer cannot be below 12,000 km, the reading at pickup.',
        {
          odometer: 'The odometer cannot be below 12,000 km, the reading at pickup.',
        },
      ),
    );
    const outcome = await sendQueued(NUMBER, reopen(), api.transport);
    expect(outcome).toEqual({
      status: 'refused',
      refusal: {
        step: 'odometer',
        field: 'odometer',
        code: 'odometer_below_pickup',
        message: 'The odometer cannot be below 12,000 km, the reading at pickup.',
      },
    });
    const kept = await reopen().get(NUMBER);
    // Not queued any more (a load does not send it again), nothing discarded.
    expect(kept?.queuedAt).toBeNull();
    expect(kept?.refusal?.step).toBe('odometer');
    expect(Object.keys(kept?.uploads ?? {})).toHaveLength(6);
    expect(await kept?.photos.left?.text()).toBe('jpeg:left');
  });

  it('keeps an answer the customer changed while it was sending', async () => {
    const api = fakeApi();
    await reopen().put(readyDraft());
    const view = reopen();
    const upload = api.transport.upload;
    api.transport.upload = async (photo, fileName) => {
      // The view writes a corrected reading while the first photo is on its way.
      if ((await photo.text()) === 'jpeg:front') {
        const current = await view.get(NUMBER);
        await view.put({ ...current!, odometer: '12400' });
      }
      return upload(photo, fileName);
    };
    expect((await sendQueued(NUMBER, reopen(), api.transport)).status).toBe('sent');
    expect(api.checkOuts[0]?.odometer).toBe(12_400);
  });

  it('uploads a photo the API refused again once it was taken again', async () => {
    const api = fakeApi();
    await reopen().put(readyDraft());
    api.failOnce(
      'check-out',
      new ApiError(400, 'photo_not_image', 'The photo of the rear is not an image.', {
        'photos.rear': 'The photo of the rear is not an image.',
      }),
    );
    const outcome = await sendQueued(NUMBER, reopen(), api.transport);
    expect(outcome.status === 'refused' && outcome.refusal.field).toBe('photo-rear');
    const kept = await reopen().get(NUMBER);
    expect(kept?.uploads[photoKey({ side: 'rear' })]).toBeUndefined();
    await reopen().put({ ...kept!, queuedAt: '2026-05-05T08:05:00.000Z' });
    expect((await sendQueued(NUMBER, reopen(), api.transport)).status).toBe('sent');
    expect(api.uploaded.filter((u) => u === 'jpeg:rear')).toHaveLength(2);
    expect(api.uploaded.filter((u) => u === 'jpeg:front')).toHaveLength(1);
  });
});

describe('placeOfCheckOutError', () => {
  it.each([
    [
      { code: 'odometer_implausible', fields: {} },
      { step: 'odometer', field: 'odometer' },
    ],
    [
      { code: 'validation_failed', fields: { levelPercent: '…' } },
      { step: 'odometer', field: 'level' },
    ],
    [
      { code: 'return_branch_mismatch', fields: {} },
      { step: 'location', field: 'location' },
    ],
    [
      { code: 'photo_not_found', fields: { 'photos.left': '…' } },
      { step: 'photos', field: 'photo-left' },
    ],
    [
      { code: 'check_out_not_open', fields: {} },
      { step: 'summary', field: null },
    ],
  ])('%o is shown at %o', (error, place) => {
    expect(placeOfCheckOutError(error)).toEqual(place);
  });

  it('covers every side', () => {
    for (const side of sides)
      expect(
        placeOfCheckOutError({ code: 'photo_not_image', fields: { [`photos.${side}`]: '' } }).field,
      ).toBe(`photo-${side}`);
  });
});
