// Precompresses the text files of a build with brotli and gzip, so the local server never compresses
// per request (production: the CDN compresses, docs/decisions/006-build-pipeline.md).

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const {
  BROTLI_MAX_WINDOW_BITS,
  BROTLI_MIN_WINDOW_BITS,
  BROTLI_PARAM_LGWIN,
  BROTLI_PARAM_QUALITY,
  BROTLI_PARAM_SIZE_HINT,
} = zlib.constants;
const hashed = /[\\/](_astro|assets)[\\/]/;
const textExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

/** Whether a file of a build gets .br and .gz siblings. */
export function isCompressible(file: string): boolean {
  return textExtensions.has(path.extname(file));
}

/**
 * Brotli settings for one file, chosen by measurement (docs/decisions/006-build-pipeline.md). The window
 * is sized to the file: the default 4 MiB window made quality 9 spend about 0.2 s per page setting up its
 * match finder, most of the build; a window just larger than the file gives the same bytes in about 1 %
 * of the time. Quality 11 for hashed assets (few, cached for a year); quality 6 for the many pages and
 * data files, as small as quality 9 within 0.1 % for two thirds of its time (quality 11: 9 % smaller,
 * 20 times the time).
 */
export function brotliParams(file: string, size: number): Record<number, number> {
  const window = Math.min(
    BROTLI_MAX_WINDOW_BITS,
    Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(size, 1)))),
  );
  return {
    [BROTLI_PARAM_QUALITY]: hashed.test(file) ? 11 : 6,
    [BROTLI_PARAM_LGWIN]: window,
    [BROTLI_PARAM_SIZE_HINT]: size,
  };
}

/** gzip level for one file: 9 for hashed assets; 6 for pages and data (within 0.1 % of 9, a third faster). */
export function gzipLevel(file: string): number {
  return hashed.test(file) ? 9 : 6;
}

/** Text files below the folders, in a stable order. */
export async function textFiles(roots: readonly string[]): Promise<string[]> {
  const lists = await Promise.all(
    roots.map(async (root) =>
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && isCompressible(e.name))
        .map((e) => path.join(e.parentPath, e.name)),
    ),
  );
  return lists.flat().sort();
}

export interface CompressResult {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `{file}.br` and `{file}.gz` beside each file. zlib runs on libuv's thread pool, so a few
 * files in flight per core keep every core busy (and leave the main thread free for other work).
 */
export async function compressFiles(
  files: readonly string[],
  concurrency = availableParallelism() * 2,
): Promise<CompressResult> {
  const result: CompressResult = { files: files.length, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index]!;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, { params: brotliParams(file, data.length) }),
        gzip(data, { level: gzipLevel(file) }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      result.rawBytes += data.length;
      result.brotliBytes += br.length;
      result.gzipBytes += gz.length;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return result;
}

/** Compresses every text file below the folders. */
export async function compressTrees(roots: readonly string[], concurrency?: number): Promise<CompressResult> {
  return compressFiles(await textFiles(roots), concurrency);
}

if (import.meta.main) {
  const roots = process.argv.slice(2);
  if (roots.length === 0) throw new Error('usage: node scripts/compress.ts DIR...');
  const started = performance.now();
  const { files, rawBytes } = await compressTrees(roots);
  console.log(
    `compressed ${files} files (${(rawBytes / 1024 / 1024).toFixed(1)} MiB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
