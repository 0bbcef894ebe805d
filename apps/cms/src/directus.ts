// Starts a local Directus on PostgreSQL: bootstraps the database (system tables, the admin from the
// environment with a static token), then runs the server and waits until it answers.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cmsDir } from './install.ts';

export interface DirectusOptions {
  /** postgres://user@127.0.0.1:port/db */
  databaseUrl: string;
  /** Loopback port Directus listens on, e.g. 4850. */
  port: number;
  /** Folder for uploads (created when missing). */
  dataDir: string;
  /** Admin seeded on first start. */
  adminEmail: string;
  adminPassword: string;
  /** The admin's static token: what scripts and the content source authenticate with. */
  adminToken: string;
  /** Signs Directus's own tokens. */
  secret: string;
  /** Extra Directus environment (e.g. LOG_LEVEL). */
  env?: Record<string, string>;
}

export interface RunningDirectus {
  url: string;
  token: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

const cli = join(cmsDir, 'node_modules', 'directus', 'cli.js');
/** The repo's Directus extensions (the editorial-language hook), loaded from the source tree. */
const extensionsDir = join(cmsDir, 'extensions');

function directusEnv(options: DirectusOptions): NodeJS.ProcessEnv {
  const uploads = join(options.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  // Directus looks for extensions in the package.json of its working folder; an empty one says "none".
  const manifest = join(options.dataDir, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, '{ "name": "rental-cms-data", "private": true }\n');
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: options.databaseUrl,
    SECRET: options.secret,
    ADMIN_EMAIL: options.adminEmail,
    ADMIN_PASSWORD: options.adminPassword,
    ADMIN_TOKEN: options.adminToken,
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: uploads,
    EXTENSIONS_PATH: extensionsDir,
    EXTENSIONS_AUTO_RELOAD: 'false',
    // Offline by default (conventions): no telemetry, no marketplace, no update check.
    TELEMETRY: 'false',
    MARKETPLACE_TRUST: 'sandbox',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    // The pressure limiter answers 503 "Under pressure" when the event loop lags, which a shared 2-core
    // machine does during an import or a build; a local CMS has no crowd to shed.
    PRESSURE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    LOG_STYLE: 'raw',
    ...options.env,
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`Directus exited with code ${exited} before answering`);
    const ok = await fetch(`${url}/server/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Directus did not answer ${url}/server/ping within ${timeoutMs / 1000} s`);
}

/** Bootstraps (idempotent) and starts Directus; resolves when /server/ping answers. */
export async function startDirectus(
  options: DirectusOptions,
  { timeoutMs = 120_000, log = console.log }: { timeoutMs?: number; log?: (line: string) => void } = {},
): Promise<RunningDirectus> {
  const env = directusEnv(options);
  const started = performance.now();
  execFileSync(process.execPath, [cli, 'bootstrap'], { cwd: options.dataDir, env, stdio: 'inherit' });
  const bootstrapped = performance.now();
  const child = spawn(process.execPath, [cli, 'start'], { cwd: options.dataDir, env, stdio: 'inherit' });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const ready = performance.now();
  log(
    `Directus ready at ${url} (bootstrap ${((bootstrapped - started) / 1000).toFixed(1)} s, start ${((ready - bootstrapped) / 1000).toFixed(1)} s)`,
  );
  return {
    url,
    token: options.adminToken,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
