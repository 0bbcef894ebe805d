// No personal data in the logs (issue 15): query strings, cookies, client addresses and the values
// inside database errors never reach a log line, while the lines still say what happened.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { users } from './db/schema.ts';
import { openTestDatabase, startTestApi, type TestApi } from './test-support.ts';

const lines: string[] = [];
let api: TestApi;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi({
    database,
    seed: false,
    config: { logLevel: 'info' },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const secrets = [
  'Secretname',
  'secret-session-token',
  '203.0.113.77',
  'secret.person@example.com',
  'Ana\\ud800',
];

describe('logs', () => {
  it('name method, path and status, never the query, cookies or client address', async () => {
    await api.call('/v1/reservationactivities/reservation/1234567890?lastName=Secretname', {
      headers: { cookie: 'sid=secret-session-token', 'x-forwarded-for': '203.0.113.77' },
    });
    await api.call('/v2/users', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.77' },
      raw: '{"firstName":"Ana\\ud800","lastName":"X","email":"secret.person@example.com","password":"x"}',
      body: undefined,
    });
    const log = lines.join('\n');
    expect(log).toContain('/api/v1/reservationactivities/reservation/1234567890');
    expect(log).toMatch(/"statusCode":404/);
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });

  it('keep the values out of a database error', async () => {
    const email = 'leaky.customer@example.com';
    const row = { id: randomUUID(), email, firstName: 'Leaky', lastName: 'Customer', passwordHash: 'x' };
    // A real DrizzleQueryError with bound values and PostgreSQL's detail: a duplicate key.
    await database.db.insert(users).values(row);
    const error = await database.db
      .insert(users)
      .values({ ...row, id: randomUUID() })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error)) + String(error)).toContain(email);
    const before = lines.length;
    api.app.log.error({ err: error }, 'request failed');
    const logged = lines.slice(before).join('\n');
    expect(logged).toContain('request failed');
    expect(JSON.parse(logged).err.message).toMatch(
      /^Failed query: insert into "users" .*\nparams: \[redacted\]$/s,
    );
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('Leaky');
  });
});
