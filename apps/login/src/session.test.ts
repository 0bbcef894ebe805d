import { describe, expect, it, vi } from 'vitest';
import { accountLoginHref, readSession } from './session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readSession', () => {
  const cases: Array<{ name: string; answer: () => Promise<Response>; expected: unknown }> = [
    {
      name: 'user as the body',
      answer: async () => json(200, { firstName: 'Anna', lastName: 'K' }),
      expected: { signedIn: true, firstName: 'Anna' },
    },
    {
      name: 'user under "user"',
      answer: async () => json(200, { user: { firstName: ' Jo ' } }),
      expected: { signedIn: true, firstName: 'Jo' },
    },
    {
      name: '401 signed out',
      answer: async () => json(401, { error: { code: 'unauthorized', message: 'x' } }),
      expected: { signedIn: false },
    },
    { name: '404 (no such route yet)', answer: async () => json(404, {}), expected: { signedIn: false } },
    {
      name: '503 (no API behind the proxy)',
      answer: async () => new Response('down', { status: 503 }),
      expected: { signedIn: false },
    },
    {
      name: 'a body without a first name',
      answer: async () => json(200, { id: 1 }),
      expected: { signedIn: false },
    },
    {
      name: 'an empty first name',
      answer: async () => json(200, { firstName: '  ' }),
      expected: { signedIn: false },
    },
    {
      name: 'not JSON',
      answer: async () => new Response('<html>', { status: 200 }),
      expected: { signedIn: false },
    },
    {
      name: 'network error',
      answer: async () => Promise.reject(new TypeError('Failed to fetch')),
      expected: { signedIn: false },
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const fetch = vi.fn<(url: string | URL | Request, init?: RequestInit) => Promise<Response>>(c.answer);
      await expect(
        readSession({ apiBaseUrl: '/api/', acceptLanguage: 'de-DE,de;q=0.9', tenantId: '6', fetch }),
      ).resolves.toEqual(c.expected);
      expect(fetch).toHaveBeenCalledWith(
        '/api/v2/users/me',
        expect.objectContaining({ credentials: 'same-origin' }),
      );
      const init = fetch.mock.calls[0]![1] as RequestInit;
      expect(init.headers).toMatchObject({ 'accept-language': 'de-DE,de;q=0.9', 'x-tenant-id': '6' });
    });
  }

  it('gives up (signed out) when the API does not answer in time', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(
      readSession({ apiBaseUrl: '/api', acceptLanguage: 'en', tenantId: '6', fetch, timeoutMs: 20 }),
    ).resolves.toEqual({
      signedIn: false,
    });
  });
});

describe('accountLoginHref', () => {
  it.each([
    ['/account/#/account', '/account/#/login'],
    ['/es-us/account/#/account', '/es-us/account/#/login'],
    ['/account/', '/account/#/login'],
  ])('%s -> %s', (account, expected) => {
    expect(accountLoginHref(account)).toBe(expected);
  });
});
