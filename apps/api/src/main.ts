// Starts the product API: `npx node apps/api/src/main.ts` or `npm start -w apps/api`.
// Signals and the parent's IPC channel are wired before the server's modules load (dynamic imports
// below): a parent that dies while the API is still starting must not leave it running.
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance | undefined;
let closing = false;
let drainDelayMs = 0;

async function stop(reason: string): Promise<void> {
  if (closing) return;
  closing = true;
  // Nothing started yet (or the database is still being prepared): nothing to drain.
  if (!app) process.exit(0);
  app.log.info({ reason }, 'shutting down');
  // Requests in flight get up to 10 s after the drain delay; then the process goes anyway.
  const timer = setTimeout(() => process.exit(1), drainDelayMs + 10_000);
  timer.unref();
  try {
    const { shutdown } = await import('./lifecycle.ts');
    await shutdown(app, { drainDelayMs });
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// Started by the local host (scripts/start.ts) over an IPC channel: when that parent dies, even by
// SIGKILL, the channel closes and this process follows instead of living on as an orphan.
if (process.send) {
  process.on('disconnect', () => void stop('parent process exited'));
  if (!process.connected) void stop('parent process exited');
}

const { loadConfig } = await import('./config.ts');
const config = loadConfig();
drainDelayMs = config.drainDelayMs;
const { buildApi } = await import('./app.ts');
const built = await buildApi({ config });
if (closing) process.exit(0);
app = built;
await built.listen({ port: config.port, host: config.host });
const address = built.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`API listening on http://${config.host}:${port}${config.basePath}`);
