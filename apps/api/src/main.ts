// Starts the product API: `npx node apps/api/src/main.ts` or `npm start -w apps/api`.
import { buildApi } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApi({ config });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`API listening on http://${config.host}:${port}${config.basePath}`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close(); // closes the server, then the database (onClose hook)
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
