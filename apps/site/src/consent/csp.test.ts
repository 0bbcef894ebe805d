// The CSP builder: which inline scripts are hashed, the hash itself, the policy and the files it writes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockedInlineCode,
  buildPolicy,
  cspJsonFile,
  headersFile,
  inlineScriptHashes,
  isExecutableType,
  parseHeadersFile,
  readCspHeaders,
  scriptHash,
  securityHeaders,
} from './csp.ts';

// Known SHA-256 vectors (base64) of '' and 'abc'.
const emptyHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const abcHash = "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='";

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the text, quoted', () => {
    expect(scriptHash('')).toBe(emptyHash);
    expect(scriptHash('abc')).toBe(abcHash);
  });

  it('hashes the text the browser sees after newline normalisation', () => {
    expect(scriptHash('a\r\nb\rc')).toBe(scriptHash('a\nb\nc'));
  });
});

describe('inlineScriptHashes', () => {
  it.each([
    ['a classic inline script', '<script>abc</script>', [abcHash]],
    ['an empty one', '<script></script>', [emptyHash]],
    ['a module', '<script type="module">abc</script>', [abcHash]],
    ['text/javascript', "<script type='text/javascript'>abc</script>", [abcHash]],
    ['an import map', '<script type=importmap>abc</script>', [abcHash]],
    ['upper case', '<SCRIPT>abc</SCRIPT >', [abcHash]],
    ['an external script', '<script src="/a.js"></script>', []],
    ['a module file', '<script type="module" src="/_astro/x.js"></script>', []],
    ['JSON data', '<script type="application/json" id="x">{"a":1}</script>', []],
    ['an inert slot with data-src', '<script type="text/plain" data-src="https://x">abc</script>', []],
    ['data-src only (still inline)', '<script data-src="x">abc</script>', [abcHash]],
    ['two scripts', '<script>abc</script><p>x</p><script>abc</script>', [abcHash, abcHash]],
  ])('%s', (_, html, hashes) => {
    expect(inlineScriptHashes(html)).toEqual(hashes);
  });

  it('never throws on any text (property)', () => {
    fc.assert(fc.property(fc.string(), (html) => Array.isArray(inlineScriptHashes(html))));
  });
});

describe('isExecutableType', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['module', true],
    ['text/javascript; charset=utf-8', true],
    ['speculationrules', true],
    ['application/json', false],
    ['application/ld+json', false],
    ['text/plain', false],
  ])('%s -> %s', (type, executable) => {
    expect(isExecutableType(type)).toBe(executable);
  });
});

describe('blockedInlineCode', () => {
  it('finds inline handlers and javascript: URLs, not data attributes', () => {
    expect(blockedInlineCode('<img src="a.png" onerror="x()"><a href="javascript:void 0">x</a>')).toEqual([
      'onerror',
      'javascript: URL',
    ]);
    expect(blockedInlineCode('<div data-onclick="x" class="online">on</div>')).toEqual([]);
  });
});

describe('buildPolicy', () => {
  it('allows self, the hashes and the third-party hosts only', () => {
    const policy = buildPolicy({
      scriptHashes: [abcHash, emptyHash, abcHash],
      thirdPartyOrigins: ['https://www.googletagmanager.com'],
    });
    const directives = Object.fromEntries(
      policy.split('; ').map((d) => {
        const [name = '', ...sources] = d.split(' ');
        return [name, sources];
      }),
    );
    expect(directives['script-src']).toEqual([
      "'self'",
      emptyHash,
      abcHash,
      'https://www.googletagmanager.com',
    ]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('adds upgrade-insecure-requests for production only', () => {
    expect(buildPolicy({ scriptHashes: [], thirdPartyOrigins: [], upgradeInsecureRequests: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });
});

describe('files', () => {
  it('writes a _headers file for every path, and reads it back', () => {
    const headers = securityHeaders({ policy: "default-src 'self'", production: true });
    const file = headersFile(headers);
    expect(file).toContain("/*\n  Content-Security-Policy: default-src 'self'\n");
    expect(parseHeadersFile(file)).toEqual(headers);
    expect(parseHeadersFile('/other\n  X-A: 1\n/*\n  X-B: 2\n')).toEqual({ 'X-B': '2' });
  });

  it('sends HSTS in production only, and the same other headers everywhere', () => {
    const local = securityHeaders({ policy: 'p', production: false });
    const production = securityHeaders({ policy: 'p', production: true });
    expect(local['Strict-Transport-Security']).toBeUndefined();
    expect(production['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
    const { 'Strict-Transport-Security': _hsts, ...rest } = production;
    expect(rest).toEqual(local);
    expect(local).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(local['Permissions-Policy']).toContain('camera=()');
  });

  it('reads the headers the build wrote, none before a build, and names a broken file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    expect(readCspHeaders(dir)).toEqual({});
    writeFileSync(
      path.join(dir, cspJsonFile),
      JSON.stringify({ headers: { 'Content-Security-Policy': 'x' } }),
    );
    expect(readCspHeaders(dir)).toEqual({ 'Content-Security-Policy': 'x' });
    writeFileSync(path.join(dir, cspJsonFile), '{}');
    expect(() => readCspHeaders(dir)).toThrow(/_csp\.json: expected \{ "headers"/);
  });
});
