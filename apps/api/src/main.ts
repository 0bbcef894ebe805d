// Starts the product API: `npx node apps/api/src/main.ts` or `npm start -w apps/api`.
import { buildApi } from './app.ts';
import { loadConfig } from './config.ts';
import { shutdown } from './lifecycle.ts';

const config = loadConfig();
const app = await buildApi({ config });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`API listening on http://${config.host}:${port}${config.basePath}`);

let closing = false;
async function stop(reason: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ reason }, 'shutting down');
  // Requests in flight get up to 10 s after the drain delay; then the process goes anyway.
  const timer = setTimeout(() => process.exit(1), config.drainDelayMs + 10_000);
  timer.unref();
  try {
    await shutdown(app, { drainDelayMs: config.drainDelayMs });
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
if (process.send) process.on('disconnect', () => void stop('parent process exited'));
