// Delivers the outbox over SMTP with nodemailer. Routes write a mail in the same transaction as the
// customer's action; this loop sends it. When the mail server is down the action still stands and the
// mail waits: each failure pushes the next attempt back (30 s, 1 min, 2 min … at most 1 h) until
// MAX_ATTEMPTS, after which it stays in the outbox with its last error for an operator (ADR 008).
// Several API instances can run the loop: a row is claimed with FOR UPDATE SKIP LOCKED and a lease.
// Sent mail is kept for MAIL_RETENTION_DAYS (what went out, for support questions), then deleted by the
// loop; mail that was never delivered stays until an operator has looked at it.

import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/** What the dispatcher needs of a mail transport (nodemailer's, or a test double). */
export type MailTransport = {
  sendMail: (message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }) => Promise<unknown>;
  close?: () => void;
};

/** After this many failed attempts a mail is left for an operator. */
export const MAX_ATTEMPTS = 10;
/** How long a claimed mail is reserved for the instance sending it. */
const LEASE_MS = 60_000;
/** Mails claimed per round. */
const BATCH = 20;

/** Delay before the next attempt after `attempts` failures: 30 s doubling, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** How often the loop deletes sent mail older than the retention period. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Deletes mail sent more than `retentionDays` ago; unsent mail (waiting or given up) is kept whatever
 * its age. Resolves with the number of rows deleted.
 */
export async function pruneSentMail(db: Db, at: Date, retentionDays: number): Promise<number> {
  const before = new Date(at.getTime() - retentionDays * 86_400_000);
  const deleted = await db
    .delete(outbox)
    .where(and(isNotNull(outbox.sentAt), lt(outbox.sentAt, before)))
    .returning({ id: outbox.id });
  return deleted.length;
}

/** A nodemailer SMTP transport for an smtp:// or smtps:// URL. */
export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl, {
    // A hung mail server must not hold a delivery round for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
}

/** The running loop. */
export type MailDispatcher = {
  /** Sends every mail that is due now; resolves with how many went out. */
  deliverDue: () => Promise<number>;
  /** Asks for a round soon (after a route wrote a mail). */
  kick: () => void;
  /** Deletes sent mail older than the retention period now (also every 10 minutes); how many rows. */
  pruneSent: () => Promise<number>;
  /** Stops the loop and waits for a round in progress. */
  stop: () => Promise<void>;
};

export type DispatcherOptions = {
  db: Db;
  transport: MailTransport;
  from: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Milliseconds between rounds when nothing kicks the loop (retries are found by these rounds). */
  pollMs?: number;
  /** Days sent mail is kept before the loop deletes it (MAIL_RETENTION_DAYS). */
  retentionDays: number;
};

/** Starts delivering the outbox. */
export function startMailDispatcher(options: DispatcherOptions): MailDispatcher {
  const { db, transport, from, now, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function claim() {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, at), lt(outbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(outbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ nextAttemptAt: new Date(at.getTime() + LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
        .where(
          inArray(
            outbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  async function round(): Promise<number> {
    let sent = 0;
    for (let batch = await claim(); batch.length > 0; batch = await claim()) {
      for (const [index, mail] of batch.entries()) {
        try {
          await transport.sendMail({
            from,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.body,
            ...(mail.html ? { html: mail.html } : {}),
          });
          await db.update(outbox).set({ sentAt: now(), lastError: null }).where(eq(outbox.id, mail.id));
          sent++;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const giveUp = mail.attempts >= MAX_ATTEMPTS;
          await db
            .update(outbox)
            .set({
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(mail.attempts)),
              lastError: message.slice(0, 500),
            })
            .where(eq(outbox.id, mail.id));
          if (giveUp)
            log.error({ mailId: mail.id, err }, 'mail not delivered; giving up after the last attempt');
          else
            log.warn(
              { mailId: mail.id, attempts: mail.attempts, err: message },
              'mail not delivered; will retry',
            );
          // The server is probably down: the rest of the batch was not tried; it waits as long, uncounted.
          const untried = batch.slice(index + 1).map((m) => m.id);
          if (untried.length > 0)
            await db
              .update(outbox)
              .set({
                nextAttemptAt: new Date(now().getTime() + retryDelayMs(mail.attempts)),
                attempts: sql`${outbox.attempts} - 1`,
              })
              .where(inArray(outbox.id, untried));
          return sent;
        }
      }
    }
    return sent;
  }

  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((err: unknown) => {
        log.warn({ err }, 'mail delivery round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void deliverDue();
        }
      });
    return running;
  }

  const timer = setInterval(() => void deliverDue(), pollMs);
  timer.unref();
  void deliverDue();

  const pruneSent = () => pruneSentMail(db, now(), options.retentionDays);
  const pruner = setInterval(
    () => void pruneSent().catch((err: unknown) => log.warn({ err }, 'deleting old sent mail failed')),
    PRUNE_EVERY_MS,
  );
  pruner.unref();

  return {
    deliverDue,
    kick: () => {
      if (!stopped) setImmediate(() => void deliverDue());
    },
    pruneSent,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearInterval(pruner);
      await running;
      transport.close?.();
    },
  };
}
