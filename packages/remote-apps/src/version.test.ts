import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isValidVersion, resolveVersion, type VersionStorage, versionStorageKey } from './version.ts';

function memoryStorage(initial: Record<string, string> = {}): VersionStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const key = versionStorageKey('login');

describe('resolveVersion: query, then sessionStorage, then default', () => {
  const cases: Array<{
    name: string;
    search: string;
    stored?: string;
    expected: string;
    source: string;
    storedAfter: string | undefined;
    warns: number;
  }> = [
    { name: 'nothing given', search: '', expected: '', source: 'default', storedAfter: undefined, warns: 0 },
    {
      name: 'query wins and is stored',
      search: '?login-version=-2.1',
      stored: '-1',
      expected: '-2.1',
      source: 'query',
      storedAfter: '-2.1',
      warns: 0,
    },
    {
      name: 'stored used without query',
      search: '?other=1',
      stored: '-canary',
      expected: '-canary',
      source: 'storage',
      storedAfter: '-canary',
      warns: 0,
    },
    {
      name: 'invalid query ignored, stored used',
      search: '?login-version=../evil',
      stored: '-1',
      expected: '-1',
      source: 'storage',
      storedAfter: '-1',
      warns: 1,
    },
    {
      name: 'invalid query ignored, default',
      search: '?login-version=%3Cscript%3E',
      expected: '',
      source: 'default',
      storedAfter: undefined,
      warns: 1,
    },
    {
      name: 'empty query ignored',
      search: '?login-version=',
      expected: '',
      source: 'default',
      storedAfter: undefined,
      warns: 1,
    },
    {
      name: 'too long query ignored',
      search: `?login-version=${'a'.repeat(33)}`,
      expected: '',
      source: 'default',
      storedAfter: undefined,
      warns: 1,
    },
    {
      name: 'invalid stored value removed',
      search: '',
      stored: 'a/b',
      expected: '',
      source: 'default',
      storedAfter: undefined,
      warns: 1,
    },
    {
      name: 'another app’s query is not ours',
      search: '?booking-version=-9',
      expected: '',
      source: 'default',
      storedAfter: undefined,
      warns: 0,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const storage = memoryStorage(c.stored === undefined ? {} : { [key]: c.stored });
      const warn = vi.fn();
      const result = resolveVersion({ app: 'login', search: c.search, storage, defaultVersion: '', warn });
      expect(result).toEqual({ version: c.expected, source: c.source });
      expect(storage.data.get(key)).toBe(c.storedAfter);
      expect(warn).toHaveBeenCalledTimes(c.warns);
    });
  }

  it('uses the page default when nothing else is given', () => {
    const result = resolveVersion({
      app: 'login',
      search: '',
      storage: undefined,
      defaultVersion: '-3',
      warn: vi.fn(),
    });
    expect(result).toEqual({ version: '-3', source: 'default' });
  });

  it('survives a storage that throws (blocked cookies)', () => {
    const throwing: VersionStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(
      resolveVersion({
        app: 'login',
        search: '?login-version=-2',
        storage: throwing,
        defaultVersion: '',
        warn: vi.fn(),
      }).version,
    ).toBe('-2');
    expect(
      resolveVersion({ app: 'login', search: '', storage: throwing, defaultVersion: '', warn: vi.fn() })
        .version,
    ).toBe('');
  });
});

describe('isValidVersion (property)', () => {
  it('accepts exactly 1-32 word characters, dots and hyphens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        expect(isValidVersion(value)).toBe(/^[A-Za-z0-9_.-]{1,32}$/.test(value));
      }),
    );
  });

  it('never resolves to an unsafe version, whatever the query and storage hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (query, stored) => {
        const storage = memoryStorage(stored === null ? {} : { [key]: stored });
        const search = `?${new URLSearchParams({ 'login-version': query })}`;
        const { version } = resolveVersion({
          app: 'login',
          search,
          storage,
          defaultVersion: '',
          warn: () => {},
        });
        expect(version === '' || isValidVersion(version)).toBe(true);
        expect(version).not.toMatch(/[/?#<>"'\\]/);
      }),
    );
  });
});
