import { createApiClient } from '@rental/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountLoginHref, readSession } from './session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const user = (firstName: string) => ({
  signedIn: true,
  user: { id: '1', email: 'a@example.com', firstName, lastName: 'K' },
});

afterEach(() => vi.unstubAllGlobals());

describe('readSession (GET /v1/auth/session through the generated client)', () => {
  const cases: Array<{ name: string; answer: () => Promise<Response>; expected: unknown }> = [
    {
      name: 'signed in',
      answer: async () => json(200, user('Anna')),
      expected: { signedIn: true, firstName: 'Anna' },
    },
    {
      name: 'a first name with spaces',
      answer: async () => json(200, user(' Jo ')),
      expected: { signedIn: true, firstName: 'Jo' },
    },
    {
      name: 'signed out (200, issue 23)',
      answer: async () => json(200, { signedIn: false }),
      expected: { signedIn: false },
    },
    {
      name: '401 signed out',
      answer: async () => json(401, { error: { code: 'unauthorized', message: 'x' } }),
      expected: { signedIn: false },
    },
    { name: '404', answer: async () => json(404, {}), expected: { signedIn: false } },
    {
      name: '503 (no API behind the proxy)',
      answer: async () => new Response('down', { status: 503 }),
      expected: { signedIn: false },
    },
    { name: 'an empty first name', answer: async () => json(200, user('  ')), expected: { signedIn: false } },
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
      const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(c.answer);
      vi.stubGlobal('fetch', fetch);
      const api = createApiClient({ apiBaseUrl: '/api/', acceptLanguage: 'de-DE,de;q=0.9', tenantId: '6' });
      await expect(readSession(api)).resolves.toEqual(c.expected);
      expect(fetch.mock.calls[0]![0]).toMatch(/\/api\/v1\/auth\/session$/);
      const init = fetch.mock.calls[0]![1]!;
      expect(init.credentials).toBe('same-origin');
      expect(new Headers(init.headers).get('accept-language')).toBe('de-DE,de;q=0.9');
      expect(new Headers(init.headers).get('x-tenant-id')).toBe('6');
    });
  }

  it('gives up (signed out) when the API does not answer in time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const api = createApiClient(
      { apiBaseUrl: '/api', acceptLanguage: 'en', tenantId: '6' },
      { timeoutMs: 20 },
    );
    await expect(readSession(api)).resolves.toEqual({ signedIn: false });
  });
});

describe('accountLoginHref', () => {
  it.each([
    ['/account/#/account', '/account/#/login'],
    ['/es-us/account#/account', '/es-us/account#/login'],
    ['/account/', '/account/#/login'],
  ])('%s -> %s', (account, expected) => {
    expect(accountLoginHref(account)).toBe(expected);
  });
});
