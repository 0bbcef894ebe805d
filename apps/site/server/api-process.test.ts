// The local host survives the API (issue 15): a crashed API is restarted with a growing delay while the
// sites keep answering and /api answers 503; and SIGKILL of the host leaves no API process behind.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { superviseApi } from './api-process.ts';
import { createStaticServer } from './static-server.ts';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the API process', () => {
  it('is restarted with a doubling delay while the sites keep answering and /api gives 503', async () => {
    const apiPort = await freePort();
    const api = superviseApi({
      entry: path.join(import.meta.dirname, 'fixtures/fake-api.ts'),
      env: { ...process.env, API_PORT: String(apiPort) },
      healthUrl: `http://127.0.0.1:${apiPort}/api/health`,
      initialDelayMs: 1500,
      log: () => {},
    });
    cleanups.push(() => api.stop());
    await api.waitUntilHealthy(30_000);
    const firstPid = api.pid();

    const root = mkdtempSync(path.join(tmpdir(), 'site-dist-supervised-'));
    writeFileSync(path.join(root, 'index.html'), 'x');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.join(root, 'de'));
    writeFileSync(path.join(root, 'de', 'index.html'), '<html>home</html>');
    const server = createStaticServer({
      root,
      sites: [{ id: 'de', domain: 'www.kestrelrent.de', languages: [{ code: 'de-DE', pathPrefix: '' }] }],
      apiOrigin: `http://127.0.0.1:${apiPort}`,
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise((r) => server.close(r)));
    const port = (server.address() as AddressInfo).port;
    const get = (urlPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port, path: urlPath, headers: { host: 'de.localhost' }, agent: false },
            (res) => {
              let body = '';
              res.on('data', (c) => {
                body += c;
              });
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            },
          )
          .on('error', reject);
      });

    expect((await get('/api/v1/x')).status).toBe(200);
    await get('/api/crash');
    await until(() => api.pid() === undefined, 10_000, 'the API to exit');
    const down = await get('/api/v1/x');
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body).error.code).toBe('api_unavailable');
    expect((await get('/')).status).toBe(200);
    expect(api.nextDelayMs()).toBe(3000);

    await api.waitUntilHealthy(30_000);
    expect(api.starts()).toBe(2);
    expect(api.pid()).not.toBe(firstPid);
    expect((await get('/api/v1/x')).status).toBe(200);
  }, 60_000);

  it('does not outlive a host killed with SIGKILL', async () => {
    const apiPort = await freePort();
    const parent = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'fixtures/supervising-parent.ts')],
      {
        env: { ...process.env, API_PORT: String(apiPort) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    cleanups.push(() => parent.kill('SIGKILL'));
    let output = '';
    parent.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    await until(() => /api-pid \d+/.test(output), 30_000, 'the API to be spawned');
    const apiPid = Number(/api-pid (\d+)/.exec(output)?.[1]);
    cleanups.push(() => alive(apiPid) && process.kill(apiPid, 'SIGKILL'));
    expect(alive(apiPid)).toBe(true);
    parent.kill('SIGKILL');
    // Reaped by init once it exits; `alive` turns false then.
    await until(() => !alive(apiPid), 30_000, 'the orphaned API to exit');
  }, 90_000);
});
