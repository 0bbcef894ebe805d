// A throwaway PostgreSQL on loopback for tests and benchmarks: installs Debian's postgresql when
// pg_ctl/initdb are missing, runs initdb as a non-root user in a temporary folder, starts it on a free port.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running temporary PostgreSQL. */
export type TempPostgres = { url: string; stop: () => void };

function findBin(name: string): string | undefined {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const p = join(root, v, 'bin', name);
    if (existsSync(p)) return p;
  }
  return undefined;
}

function run(cmd: string, args: string[], options: { asUser?: string | undefined } = {}): void {
  const [c, a] = options.asUser ? ['runuser', ['-u', options.asUser, '--', cmd, ...args]] : [cmd, args];
  execFileSync(c, a, { stdio: ['ignore', 'inherit', 'inherit'] });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function uidOf(user: string): { uid: number; gid: number } | undefined {
  const r = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  return r.status === 0 && g.status === 0 ? { uid: Number(r.stdout), gid: Number(g.stdout) } : undefined;
}

/** Starts a temporary PostgreSQL (installing it first when needed). */
export async function startTempPostgres(): Promise<TempPostgres> {
  let pgCtl = findBin('pg_ctl');
  let initdb = findBin('initdb');
  if (!pgCtl || !initdb) {
    if (process.getuid?.() !== 0)
      throw new Error('PostgreSQL is not installed; run: sudo apt-get install -y postgresql');
    console.log('Installing PostgreSQL from Debian (apt-get)...');
    run('apt-get', ['update', '-qq']);
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    pgCtl = findBin('pg_ctl');
    initdb = findBin('initdb');
    if (!pgCtl || !initdb) throw new Error('pg_ctl/initdb not found after installing postgresql');
  }
  // initdb refuses to run as root: use the postgres user (from the package) or nobody.
  const isRoot = process.getuid?.() === 0;
  const user = isRoot ? (uidOf('postgres') ? 'postgres' : 'nobody') : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'api-pg-'));
  chmodSync(dir, 0o700);
  if (user) {
    const ids = uidOf(user)!;
    chownSync(dir, ids.uid, ids.gid);
  }
  const data = join(dir, 'data');
  run(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'], {
    asUser: user,
  });
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(pgCtl, ['-D', data, '-o', opts, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start'], {
    asUser: user,
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'], { asUser: user });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
