// The build's content source comes from the environment: files by default, Directus with its URL and token.
import { describe, expect, it } from 'vitest';
import { contentSourceFromEnv } from './source-from-env.ts';

describe('contentSourceFromEnv', () => {
  it('reads the files by default', () => {
    expect(contentSourceFromEnv({}).name).toMatch(/^files/);
    expect(contentSourceFromEnv({ CONTENT_SOURCE: 'files' }).name).toMatch(/^files/);
  });

  it('reads Directus with its URL and token', () => {
    const source = contentSourceFromEnv({
      CONTENT_SOURCE: 'directus',
      DIRECTUS_URL: 'http://127.0.0.1:4850/',
      DIRECTUS_TOKEN: 'token',
    });
    expect(source.name).toBe('directus (http://127.0.0.1:4850)');
  });

  it.each([
    [{ CONTENT_SOURCE: 'contentful' }, "CONTENT_SOURCE: expected 'files' or 'directus' (got \"contentful\")"],
    [{ CONTENT_SOURCE: 'directus', DIRECTUS_TOKEN: 'token' }, 'DIRECTUS_URL: expected an http(s) URL'],
    [
      { CONTENT_SOURCE: 'directus', DIRECTUS_URL: 'ftp://cms', DIRECTUS_TOKEN: 'token' },
      'DIRECTUS_URL: expected an http(s) URL',
    ],
    [{ CONTENT_SOURCE: 'directus', DIRECTUS_URL: 'http://cms' }, 'DIRECTUS_TOKEN:'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => contentSourceFromEnv(env)).toThrow(message);
  });
});
