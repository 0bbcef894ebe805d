// Prints the API's OpenAPI document to stdout, its paths relative to the API base ('/v1/apps/geoip'):
// `npx node apps/api/scripts/openapi.ts`. @rental/api-client generates the apps' types from it, so the
// contract is written once, here, by the zod schemas of the routes.
import { buildApi } from '../src/app.ts';

const basePath = '/api';
const app = await buildApi({
  seed: false,
  config: { basePath, dataDir: 'memory://', databaseUrl: undefined, logLevel: 'silent', nodeEnv: 'test' },
});
try {
  const response = await app.inject({ method: 'GET', url: `${basePath}/openapi.json` });
  if (response.statusCode !== 200) throw new Error(`GET /openapi.json answered ${response.statusCode}`);
  const document = response.json() as { paths: Record<string, unknown> };
  // A client puts the base the page gives it (the mount context's apiBaseUrl) in front of these paths.
  document.paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [
      path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path,
      item,
    ]),
  );
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
} finally {
  await app.close();
}
