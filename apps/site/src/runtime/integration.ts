// Astro integration of the client runtime: gives pages the build's hash and config flags (virtual
// module), and at build end writes page data, app data, the offline page and the service worker.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AstroIntegration } from 'astro';

const virtualId = 'virtual:rental-runtime';
const resolvedVirtualId = `\0${virtualId}`;

export interface RuntimeIntegrationOptions {
  /** Debug mode for every visitor of this build (spec §4: "config flag"); default: env RENTAL_DEBUG=1. */
  debug?: boolean;
  /** Fixed build hash (tests); default: a fresh random hash per build. */
  buildHash?: string;
  /** Skip writing the service worker (faster partial builds). Default: env RENTAL_NO_SW=1. */
  serviceWorker?: boolean;
}

export default function rentalRuntime(options: RuntimeIntegrationOptions = {}): AstroIntegration {
  let buildHash = 'dev';
  const debug = options.debug ?? process.env.RENTAL_DEBUG === '1';
  return {
    name: '@rental/site-runtime',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        // spec §4: each build has its own hash; the browser compares it with the server's app data.
        buildHash = options.buildHash ?? (command === 'build' ? randomBytes(10).toString('hex') : 'dev');
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'rental-runtime-config',
                resolveId: (id: string) => (id === virtualId ? resolvedVirtualId : undefined),
                load: (id: string) =>
                  id === resolvedVirtualId
                    ? `export const buildHash = ${JSON.stringify(buildHash)};\nexport const debugFlag = ${JSON.stringify(debug)};\n`
                    : undefined,
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        // A Node process of its own: the content loader's imports need Node, not Astro's module runner.
        const script = fileURLToPath(new URL('./build-files.ts', import.meta.url));
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [script, fileURLToPath(dir), buildHash],
          {
            env: {
              ...process.env,
              RENTAL_NO_SW: options.serviceWorker === false ? '1' : (process.env.RENTAL_NO_SW ?? ''),
            },
            maxBuffer: 16 * 1024 * 1024,
          },
        );
        for (const line of stdout.trim().split('\n')) logger.info(line);
        logger.info(`runtime files written in ${(performance.now() - started).toFixed(0)} ms`);
      },
    },
  };
}
