// The dispatcher's pruning: sent mail older than the retention period is deleted; newer sent mail and
// mail never delivered (still waiting, or given up after the last attempt) stay for inspection.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { openTestDatabase } from '../test-support.ts';
import { MAX_ATTEMPTS, type MailDispatcher, startMailDispatcher } from './dispatcher.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const silent = { warn: () => {}, error: () => {}, info: () => {} } as never;

let database: Database;
let dispatcher: MailDispatcher | undefined;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(async () => {
  await dispatcher?.stop();
  await database?.close();
});

describe('outbox pruning', () => {
  it('deletes sent mail older than the retention period and keeps the rest', async () => {
    const mail = (recipient: string) => ({ recipient, subject: 's', body: 'b' });
    await database.db.insert(outbox).values([
      { ...mail('sent-40-days@example.com'), createdAt: daysAgo(40), sentAt: daysAgo(40) },
      { ...mail('sent-8-days@example.com'), createdAt: daysAgo(9), sentAt: daysAgo(8) },
      { ...mail('sent-6-days@example.com'), createdAt: daysAgo(6), sentAt: daysAgo(6) },
      {
        ...mail('given-up@example.com'),
        createdAt: daysAgo(100),
        attempts: MAX_ATTEMPTS,
        nextAttemptAt: daysAgo(99),
        lastError: '550 mailbox unavailable',
      },
    ]);
    const delivered: string[] = [];
    dispatcher = startMailDispatcher({
      db: database.db,
      transport: { sendMail: async (m) => void delivered.push(m.to) },
      from: 'Rental <no-reply@rental.example>',
      now: () => NOW,
      log: silent,
      pollMs: 60_000,
      retentionDays: 7,
    });
    expect(await dispatcher.pruneSent()).toBe(2);
    const left = await database.db
      .select({ recipient: outbox.recipient, sentAt: outbox.sentAt, lastError: outbox.lastError })
      .from(outbox)
      .orderBy(asc(outbox.id));
    expect(left).toEqual([
      { recipient: 'sent-6-days@example.com', sentAt: daysAgo(6), lastError: null },
      // Never delivered: kept with its error for an operator, however old, and not tried again.
      { recipient: 'given-up@example.com', sentAt: null, lastError: '550 mailbox unavailable' },
    ]);
    expect(delivered).toEqual([]);
    // Nothing more to delete until the kept mail passes the retention period.
    expect(await dispatcher.pruneSent()).toBe(0);
  });
});
