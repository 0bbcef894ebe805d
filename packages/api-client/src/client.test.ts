import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient, dataOf } from './client.ts';
import { type RequestCache, useRequest } from './use-request.ts';

const target = { apiBaseUrl: '/api/', acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8', tenantId: '6' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient (from the mount context)', () => {
  it('calls the page’s API base with its language, tenant and session cookie, typed by the API', async () => {
    const calls = stubFetch(() => json(200, { countryCode: 'DE', market: { countryCode: 'DE' } }));
    const api = createApiClient(target);
    const geo = await dataOf(api.GET('/v1/apps/geoip'));
    expect(geo.market.countryCode).toBe('DE');
    expect(calls[0]!.url).toMatch(/\/api\/v1\/apps\/geoip$/);
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('accept-language')).toBe(target.acceptLanguage);
    expect(headers.get('x-tenant-id')).toBe('6');
    expect(calls[0]!.init.credentials).toBe('same-origin');
  });

  it('serialises path parameters and the JSON body', async () => {
    const calls = stubFetch(() => json(201, { articleId: 'change-a-booking', helpful: 1, notHelpful: 0 }));
    const api = createApiClient(target);
    await dataOf(
      api.POST('/v1/knowledge-article/booking-type/{bookingType}/articles/{articleId}/votes', {
        params: { path: { bookingType: 'rent', articleId: 'change-a-booking' } },
        body: { helpful: true },
      }),
    );
    expect(calls[0]!.url).toMatch(
      /\/api\/v1\/knowledge-article\/booking-type\/rent\/articles\/change-a-booking\/votes$/,
    );
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ helpful: true });
  });

  it('sends a file as its bytes (a photo is not text)', async () => {
    const calls = stubFetch(() =>
      json(201, {
        upload: { id: 'u1', fileName: 'a.jpg', contentType: 'image/jpeg', size: 4, sha256: 'x' },
      }),
    );
    const api = createApiClient(target);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    await api.POST('/v1/uploads', {
      body: new File([jpeg], 'a.jpg', { type: 'image/jpeg' }) as unknown as string,
      bodySerializer: (body: unknown) => body as BodyInit,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(new Uint8Array(calls[0]!.init.body as ArrayBuffer)).toEqual(jpeg);
  });

  it.each([
    [
      json(422, { error: { code: 'branch_closed', message: 'Closed', fields: { pickupDate: 'Closed' } } }),
      422,
      'branch_closed',
      'invalid-request',
      false,
    ],
    [
      json(404, { error: { code: 'not_found', message: 'No such article' } }),
      404,
      'not_found',
      'not-found',
      false,
    ],
    [
      json(429, { error: { code: 'rate_limited', message: 'Slow down' } }),
      429,
      'rate_limited',
      'server',
      true,
    ],
    [new Response('<html>Bad gateway</html>', { status: 502 }), 502, 'http', 'server', true],
  ] as const)(
    'a %#. failed answer becomes one ApiError with the API’s shape',
    async (response, status, code, kind, retryable) => {
      stubFetch(() => response);
      const error = await dataOf(createApiClient(target).GET('/v1/apps/geoip')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, code, kind, retryable });
      if (code === 'branch_closed') expect((error as ApiError).fields).toEqual({ pickupDate: 'Closed' });
    },
  );

  it('no answer is a network error; a slow answer a timeout; both retryable', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(dataOf(createApiClient(target).GET('/v1/apps/geoip'))).rejects.toMatchObject({
      status: 0,
      kind: 'network',
      retryable: true,
    });
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(
      dataOf(createApiClient(target, { timeoutMs: 20 }).GET('/v1/apps/geoip')),
    ).rejects.toMatchObject({ status: 0, kind: 'timeout', code: 'timeout' });
  });

  it('a caller’s abort stays an abort (a view left: nobody waits for a message)', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const controller = new AbortController();
    const call = dataOf(createApiClient(target).GET('/v1/apps/geoip', { signal: controller.signal }));
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('useRequest', () => {
  it('loads, shows the data, and a retry after an error loads again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new ApiError(503, 'unavailable', 'down');
      return 'answer';
    });
    const { result } = renderHook(() => useRequest('k', load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'answer' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the older call when the key changes, and idles on null', async () => {
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ key }) =>
        useRequest(key, async (signal) => {
          signals.push(signal);
          return key;
        }),
      {
        initialProps: { key: 'a' as string | null },
      },
    );
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'b' }));
    expect(signals[0]!.aborted).toBe(true);
    rerender({ key: null });
    expect(result.current.status).toBe('idle');
  });

  it('with a cache, shows an answer already seen at once, without calling again', async () => {
    const cache: RequestCache = new Map([['seen', 'kept']]);
    const load = vi.fn(async () => 'fresh');
    const { result } = renderHook(() => useRequest('seen', load, { cache }));
    expect(result.current).toMatchObject({ status: 'done', data: 'kept' });
    expect(load).not.toHaveBeenCalled();
  });
});
