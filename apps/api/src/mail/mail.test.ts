// E-mail over real SMTP: the API delivers its outbox with nodemailer to an smtp-server sink on a random
// port; the tests read the mail that arrived, follow its link's token through the API, and check that a
// mail server that refuses or is unreachable delays the mail without losing it or the customer's action.

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { outbox } from '../db/schema.ts';
import { startTestApi, type TestApi } from '../test-support.ts';
import { type MailSink, type SinkMessage, startMailSink } from './dev-sink.ts';
import { MAX_ATTEMPTS, retryDelayMs } from './dispatcher.ts';

const PASSWORD = 'correct horse 7';
const NEW_PASSWORD = 'battery staple 9';
const LINK_ORIGIN = 'https://www.rental.example';

let sink: MailSink;
let api: TestApi;
/** The API's clock runs this far ahead of real time (to reach a retry without waiting). */
let clockOffsetMs = 0;

beforeAll(async () => {
  sink = await startMailSink();
  api = await startTestApi({
    now: () => new Date(Date.now() + clockOffsetMs),
    config: {
      mail: {
        smtpUrl: sink.smtpUrl,
        from: 'Rental <no-reply@rental.example>',
        linkOrigin: LINK_ORIGIN,
        retentionDays: 30,
      },
    },
  });
});
afterAll(async () => {
  await api?.close();
  await sink?.close();
});

let counter = 0;
async function signUp(headers: Record<string, string> = {}) {
  const email = `mail-${Date.now()}-${++counter}@example.com`;
  const r = await api.call('/v2/users', {
    method: 'POST',
    headers,
    body: { firstName: 'Eva', lastName: 'Berg', email, password: PASSWORD },
  });
  expect(r.status).toBe(201);
  return { email, cookie: r.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

const to = (email: string, subject?: RegExp) => (m: SinkMessage) =>
  m.to.includes(email) && (subject === undefined || subject.test(m.subject));

function linkIn(mail: SinkMessage, pattern: RegExp): URL {
  const found = mail.text.match(pattern)?.[0];
  expect(found, mail.text).toBeTruthy();
  // The HTML part carries the same link (escaped).
  expect(mail.html).toContain(found!.replaceAll('&', '&amp;'));
  return new URL(found!);
}

describe('mail over SMTP', () => {
  it('sends a welcome mail on sign-up, in the language of the request', async () => {
    const { email } = await signUp({ 'accept-language': 'fr-FR,fr;q=0.9' });
    const mail = await sink.waitFor(to(email));
    expect(mail.subject).toBe('Bienvenue : votre compte est prêt');
    expect(mail.from).toBe('no-reply@rental.example');
    expect(mail.text).toContain('Bonjour Eva,');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('delivers the reset link; following it sets the new password (German, site host)', async () => {
    const { email } = await signUp();
    const r = await api.call('/v2/users/me/password/reset', {
      method: 'POST',
      headers: { 'accept-language': 'de-DE', 'x-forwarded-host': 'de.localhost:4321' },
      body: { email },
    });
    expect(r.status).toBe(202);
    const mail = await sink.waitFor(to(email, /Passwort/));
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain('innerhalb von 60 Minuten');
    const link = linkIn(mail, /http:\/\/de\.localhost:4321\/account\/#\/reset-password\?token=[\w-]+/);
    const token = new URLSearchParams(link.hash.split('?')[1]).get('token');
    const confirm = await api.call('/v2/users/me/password/reset/confirm', {
      method: 'POST',
      body: { token, password: NEW_PASSWORD },
    });
    expect(confirm.status).toBe(204);
    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email, password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
    const again = await api.call('/v2/users/me/password/reset/confirm', {
      method: 'POST',
      body: { token, password: 'another pass 3' },
    });
    expect(again.status).toBe(400);
  });

  it('never puts a forged host into a link: an unknown host gets MAIL_LINK_ORIGIN', async () => {
    const { email } = await signUp();
    await api.call('/v2/users/me/password/reset', {
      method: 'POST',
      headers: { 'x-forwarded-host': 'evil.example' },
      body: { email },
    });
    const mail = await sink.waitFor(to(email, /Reset your password/));
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    linkIn(
      mail,
      new RegExp(`${LINK_ORIGIN.replaceAll('.', '\\.')}/account/#/reset-password\\?token=[\\w-]+`),
    );
  });

  it('delivers the e-mail-change link to the new address; following it changes the address', async () => {
    const { cookie } = await signUp();
    const newEmail = `new-${Date.now()}-${++counter}@example.com`;
    const r = await api.call('/v2/users/me/email', {
      method: 'POST',
      headers: { cookie },
      body: { newEmail, password: PASSWORD },
    });
    expect(r.status).toBe(202);
    const mail = await sink.waitFor(to(newEmail));
    expect(mail.subject).toBe('Confirm your new e-mail address');
    const link = linkIn(mail, /https?:\/\/[^\s]+\/account\/#\/confirm-email\?token=[\w-]+/);
    const token = new URLSearchParams(link.hash.split('?')[1]).get('token');
    const confirmed = await api.call('/v2/users/me/email/confirm', { method: 'POST', body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.profile.email).toBe(newEmail);
  });

  it('keeps the reset when the mail server refuses, and delivers the mail on a later attempt', async () => {
    const { email } = await signUp();
    await sink.waitFor(to(email)); // the welcome mail, before the server starts refusing
    sink.setRefusing(true);
    try {
      const r = await api.call('/v2/users/me/password/reset', { method: 'POST', body: { email } });
      // The customer's request is accepted: the mail waits in the outbox.
      expect(r.status).toBe(202);
      await expect.poll(async () => (await pendingFor(email))?.lastError ?? null).toMatch(/451/);
      const pending = await pendingFor(email);
      expect(pending).toMatchObject({ sentAt: null, attempts: 1 });
      // A round before the back-off ends does not try again.
      expect(await deliverDue()).toBe(0);
    } finally {
      sink.setRefusing(false);
    }
    clockOffsetMs += retryDelayMs(1) + 1_000;
    expect(await deliverDue()).toBeGreaterThanOrEqual(1);
    const mail = await sink.waitFor(to(email, /Reset your password/));
    const token = /token=([\w-]+)/.exec(mail.text)?.[1];
    const confirm = await api.call('/v2/users/me/password/reset/confirm', {
      method: 'POST',
      body: { token, password: NEW_PASSWORD },
    });
    expect(confirm.status).toBe(204);
    expect(await pendingFor(email)).toMatchObject({ attempts: 2, lastError: null });
  });

  it('backs off exponentially up to an hour and gives up after MAX_ATTEMPTS', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
    expect(MAX_ATTEMPTS).toBeGreaterThan(5);
  });
});

/** The outbox row of the latest mail to `email` (through the database the app uses). */
async function pendingFor(email: string) {
  const [row] = await depsOf(api.app)
    .db.select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

function deliverDue(): Promise<number> {
  return depsOf(api.app).mail.deliverDue();
}
