// Astro integration of the client runtime: gives pages the build's hash and config flags (virtual
// module), and at build end writes the service worker (page data, app data and the offline pages are
// static routes, see data-routes.ts).
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { offlineRevision, writeServiceWorker } from './build-files.ts';

const virtualId = 'virtual:rental-runtime';
const resolvedVirtualId = `\0${virtualId}`;

export interface RuntimeIntegrationOptions {
  /** Debug mode for every visitor of this build (spec §4: "config flag"); default: env RENTAL_DEBUG=1. */
  debug?: boolean;
  /** Fixed build hash (tests); default: a fresh random hash per build. */
  buildHash?: string;
  /**
   * Write the service worker at build end. Default: unless env RENTAL_NO_SW=1, which scripts/build.ts
   * sets to write it itself beside the precompression (faster partial builds set it too).
   */
  serviceWorker?: boolean;
}

export default function rentalRuntime(options: RuntimeIntegrationOptions = {}): AstroIntegration {
  let buildHash = 'dev';
  const debug = options.debug ?? process.env.RENTAL_DEBUG === '1';
  const serviceWorker = options.serviceWorker ?? process.env.RENTAL_NO_SW !== '1';
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
        if (!serviceWorker) return;
        const started = performance.now();
        const root = fileURLToPath(dir);
        const sw = await writeServiceWorker(root, await offlineRevision(root));
        logger.info(
          `service worker: ${sw.count} precached files (${(sw.size / 1024).toFixed(0)} KiB) in ${(performance.now() - started).toFixed(0)} ms`,
        );
      },
    },
  };
}
