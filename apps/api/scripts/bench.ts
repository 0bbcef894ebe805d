// `npm run bench -w apps/api`: requests per second and p50/p99 latency (autocannon, loopback, 50
// connections) for offer search, help-center search and login, on PGlite and on PostgreSQL, beside a
// bare Fastify route measured in the same run (the ceiling of this machine at this moment).
// BENCH_SECONDS sets each run's length, BENCH_CONNECTIONS the connections. "help, new" asks a
// different two-word question every time (words of the articles' titles), so it measures the answer
// cache's misses: the search in the locale's in-memory index (ADR 013). "help, new word" also makes one
// of the two words one never seen before (a title word with a number), so every request stems a word in
// the database first: the worst case.
import os from 'node:os';
import { startTempPostgres, type TempPostgres } from '@rental/testing/postgres';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApi } from '../src/app.ts';
import { readHelpFiles } from '../src/db/seed/help-content.ts';
import { relaxedThrottleRules } from '../src/throttle.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Row = {
  database: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
};

/**
 * Two-word questions, each asked once: pairs of the words (4 letters or more) of the en-US rent titles;
 * with `unseenWords`, the second word carries a number never used before.
 */
function newQuestions(unseenWords = false): () => string {
  const file = readHelpFiles().files.find((f) => f.bookingType === 'rent' && f.locale === 'en-US');
  const titles = file?.categories.flatMap((c) => c.sections.flatMap((s) => s.articles.map((a) => a.title)));
  const words = [
    ...new Set(
      (titles ?? [])
        .join(' ')
        .toLowerCase()
        .match(/\p{L}{4,}/gu) ?? [],
    ),
  ];
  let n = 0;
  return () => {
    const i = n++;
    // Distinct pairs for the first words² questions (more than a run asks).
    const a = words[i % words.length]!;
    const b = words[(Math.floor(i / words.length) + 1 + i) % words.length]!;
    return unseenWords ? `${a} ${b}${i}` : `${a} ${b}`;
  };
}

function date(days: number, time: string): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

async function benchOne(database: string, databaseUrl: string | undefined): Promise<Row[]> {
  const app: FastifyInstance = await buildApi({
    config: { logLevel: 'silent', nodeEnv: 'test', dataDir: 'memory://', databaseUrl },
    throttle: relaxedThrottleRules(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  const stations = (await (
    await fetch(`${base}/v1/branch/next/stations?countryCode=DE&kind=airport`)
  ).json()) as {
    stations: { id: number }[];
  };
  const branchId = stations.stations[0]!.id;
  const user = {
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'bench@example.com',
    password: 'quiet harbour 1',
  };
  await fetch(`${base}/v2/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });

  const question = newQuestions();
  const questionWithNewWord = newQuestions(true);
  const scenarios: { name: string; options: Parameters<typeof autocannon>[0] }[] = [
    {
      name: 'offer search',
      options: {
        url: `${base}/v1/rentaloffers/offers?branchId=${branchId}&pickupDate=${date(10, '12:30')}&returnDate=${date(14, '08:30')}`,
      },
    },
    {
      name: 'help search',
      options: {
        url: `${base}/v1/knowledge-article/search?bookingTypeId=rent&query=change%20booking&locale=en-US`,
      },
    },
    {
      name: 'help, new',
      options: {
        url: `${base}/v1/knowledge-article/search`,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/v1/knowledge-article/search?bookingTypeId=rent&locale=en-US&query=${encodeURIComponent(question())}`,
            }),
          },
        ],
      },
    },
    {
      name: 'help, new word',
      options: {
        url: `${base}/v1/knowledge-article/search`,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/v1/knowledge-article/search?bookingTypeId=rent&locale=en-US&query=${encodeURIComponent(questionWithNewWord())}`,
            }),
          },
        ],
      },
    },
    {
      name: 'login',
      options: {
        url: `${base}/v1/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      },
    },
  ];
  const rows: Row[] = [];
  for (const s of scenarios) {
    // Login is argon2id-bound: with 50 connections a request waits in line for seconds.
    const r = await autocannon({ connections, duration: seconds, timeout: 60, ...s.options });
    rows.push({
      database,
      scenario: s.name,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      ok: r['2xx'],
      failed: r.non2xx + r.errors,
    });
  }
  await app.close();
  return rows;
}

/** The same load on a route that does nothing: what Fastify alone gives on this machine now. */
async function benchBare(): Promise<Row> {
  const app = Fastify();
  app.get('/bare', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const r = await autocannon({ connections, duration: seconds, url: `http://127.0.0.1:${port}/bare` });
  await app.close();
  return {
    database: '-',
    scenario: 'bare Fastify',
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'],
    failed: r.non2xx + r.errors,
  };
}

const rows: Row[] = [];
rows.push(await benchBare());
rows.push(...(await benchOne('PGlite', undefined)));
let pg: TempPostgres | undefined;
try {
  pg = process.env.DATABASE_URL ? undefined : await startTempPostgres();
  rows.push(...(await benchOne('PostgreSQL', process.env.DATABASE_URL ?? pg?.url)));
} finally {
  pg?.stop();
}

console.log(
  `\nautocannon, ${connections} connections, ${seconds} s per run, loopback; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} CPUs\n`,
);
console.log(
  `${'database'.padEnd(11)}${'scenario'.padEnd(16)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'2xx'.padStart(9)}${'failed'.padStart(8)}`,
);
for (const r of rows)
  console.log(
    `${r.database.padEnd(11)}${r.scenario.padEnd(16)}${String(r.rps).padStart(8)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(r.ok).padStart(9)}${String(r.failed).padStart(8)}`,
  );
if (rows.some((r) => r.failed > 0 || r.ok === 0)) {
  console.error('\nSome requests failed.');
  process.exitCode = 1;
}
