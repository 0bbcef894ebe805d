// Precompression: every text file gets .br and .gz siblings that decode to the same bytes, with the
// brotli window sized to the file (the setting that made precompression fast, ADR 006).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliParams, compressTrees, gzipLevel, isCompressible } from './compress.ts';

const { BROTLI_PARAM_LGWIN, BROTLI_PARAM_QUALITY } = zlib.constants;

describe('brotliParams and gzipLevel', () => {
  it.each([
    ['dist/de/index.html', 22_000, 6, 15],
    ['dist/de/page-data/index/page-data.json', 300, 6, 10],
    ['dist/_astro/client.abc.js', 211_000, 11, 18],
    ['dist/assets/mount-x.js', 5_000_000, 11, 23],
    ['dist/huge.html', 100_000_000, 6, 24],
  ])('%s (%i bytes): quality %i, window 2^%i', (file, size, quality, window) => {
    const params = brotliParams(file, size);
    expect(params[BROTLI_PARAM_QUALITY]).toBe(quality);
    expect(params[BROTLI_PARAM_LGWIN]).toBe(window);
    expect(2 ** window).toBeGreaterThanOrEqual(Math.min(size, 2 ** 24));
  });

  it('gzips hashed assets at 9 and pages at 6', () => {
    expect(gzipLevel('dist/_astro/client.abc.js')).toBe(9);
    expect(gzipLevel('dist/de/index.html')).toBe(6);
  });
});

describe('compressTrees', () => {
  it('writes siblings that decode to the original for text files only, across several folders', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'compress-'));
    const html = `<!doctype html><title>x</title>${'<p>Mietwagen günstig</p>'.repeat(2000)}`;
    const files: Record<string, string> = {
      'site/de/index.html': html,
      'site/_astro/app.js': 'export const x = 1;'.repeat(500),
      'site/de/page-data/index/page-data.json': '{"path":"/"}',
      'app/remoteEntry.js': 'console.log("entry")',
    };
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), body);
    }
    writeFileSync(path.join(root, 'site/font.woff2'), Buffer.from([0, 1, 2]));
    const result = await compressTrees([path.join(root, 'site'), path.join(root, 'app')], 2);
    expect(result.files).toBe(4);
    for (const [file, body] of Object.entries(files)) {
      const full = path.join(root, file);
      expect(zlib.brotliDecompressSync(readFileSync(`${full}.br`)).toString()).toBe(body);
      expect(zlib.gunzipSync(readFileSync(`${full}.gz`)).toString()).toBe(body);
    }
    expect(readFileSync(path.join(root, 'site/de/index.html.br')).length).toBeLessThan(html.length / 20);
    expect(isCompressible('font.woff2')).toBe(false);
    expect(() => readFileSync(path.join(root, 'site/font.woff2.br'))).toThrow();
  });
});
