// Precompresses the text files of a build with brotli and gzip, so the server never compresses per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
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

export async function compressTree(root: string): Promise<{ files: number; rawBytes: number }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && textExtensions.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name));
  let rawBytes = 0;
  // Bounded concurrency: zlib work runs on the thread pool; 2 cores on CI.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const data = await readFile(file);
      rawBytes += data.length;
      // Maximum brotli for hashed assets (built once, cached for a year); quality 9 for the many HTML and
      // JSON pages keeps a build of every site fast (q11 is several times slower for a few % less).
      const quality = hashed.test(file) ? 11 : 9;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, rawBytes };
}

if (import.meta.main) {
  const root = process.argv[2];
  if (!root) throw new Error('usage: node scripts/compress.ts DIR');
  const { files } = await compressTree(root);
  console.log(`compressed ${files} files in ${root}`);
}
