// `npm run profile -w apps/api -- offers` (or `help`): one bench scenario for BENCH_SECONDS (default 5) under
// `node --cpu-prof`, on PGlite or DATABASE_URL; the .cpuprofile lands in .data/profiles (open it in Chrome
// DevTools). Startup (migrations, seed) is in the profile too: look at the last BENCH_SECONDS of it.
import autocannon from 'autocannon';
import { buildApi } from '../src/app.ts';
import { relaxedThrottleRules } from '../src/throttle.ts';

const scenario = process.argv[2] ?? 'offers';
const app = await buildApi({
  config: {
    logLevel: 'silent',
    nodeEnv: 'test',
    dataDir: 'memory://',
    databaseUrl: process.env.DATABASE_URL,
  },
  throttle: relaxedThrottleRules(),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
const st = (await (await fetch(`${base}/v1/branch/next/stations?countryCode=DE&kind=airport`)).json()) as {
  stations: { id: number }[];
};
const d = (days: number, t: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${t}`;
const url =
  scenario === 'offers'
    ? `${base}/v1/rentaloffers/offers?branchId=${st.stations[0]!.id}&pickupDate=${d(10, '12:30')}&returnDate=${d(14, '08:30')}`
    : `${base}/v1/knowledge-article/search?bookingTypeId=rent&query=change%20booking&locale=en-US`;
const r = await autocannon({ url, connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 5) });
console.log(
  scenario,
  'rps',
  Math.round(r.requests.average),
  'p50',
  r.latency.p50,
  'p99',
  r.latency.p99,
  '2xx',
  r['2xx'],
  'non2xx',
  r.non2xx,
);
await app.close();
