// Development and tests only: an SMTP server (smtp-server) that accepts every mail on loopback and keeps
// the latest ones in memory, and a mail viewer (plain HTTP on loopback) that lists them. `npm start`
// points the API's SMTP_URL at it (ADR 008); tests start one on a random port and read `messages`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from './templates.ts';

/** A received mail. */
export type SinkMessage = {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  receivedAt: string;
};

/** A running sink. */
export type MailSink = {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  smtpUrl: string;
  /** Received mails, oldest first (at most `keep`). */
  messages: SinkMessage[];
  /** Resolves with the first mail (received now or later) that `match` accepts. */
  waitFor: (match: (m: SinkMessage) => boolean, timeoutMs?: number) => Promise<SinkMessage>;
  /** Makes the server refuse (true) or accept (false) every mail, to test retries. */
  setRefusing: (refusing: boolean) => void;
  close: () => Promise<void>;
};

/** Starts an SMTP sink on loopback; port 0 picks a free one. */
export async function startMailSink(options: { port?: number; keep?: number } = {}): Promise<MailSink> {
  const keep = options.keep ?? 200;
  const messages: SinkMessage[] = [];
  const waiters = new Set<{ match: (m: SinkMessage) => boolean; resolve: (m: SinkMessage) => void }>();
  let refusing = false;
  let nextId = 1;
  const server = new SMTPServer({
    // Loopback only, no TLS and no login: a development stand-in, never reachable from elsewhere.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    banner: 'rental development mail sink',
    size: 5 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => {
          const err = new Error('mail sink is refusing mail (test)') as Error & { responseCode: number };
          err.responseCode = 451;
          callback(err);
        });
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const message: SinkMessage = {
            id: nextId++,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : undefined,
            receivedAt: new Date().toISOString(),
          };
          messages.push(message);
          if (messages.length > keep) messages.shift();
          for (const waiter of waiters)
            if (waiter.match(message)) {
              waiters.delete(waiter);
              waiter.resolve(message);
            }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    setRefusing: (value) => {
      refusing = value;
    },
    waitFor: (match, timeoutMs = 10_000) => {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (m: SinkMessage) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${messages.length})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The mail viewer: GET / lists the mails (newest first) with their text, /messages.json gives them as
 * JSON, /messages/ID.html shows one HTML part in a sandbox (no scripts, no remote loads). Loopback only.
 */
export async function startMailViewer(
  sink: MailSink,
  port: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const newestFirst = [...sink.messages].reverse();
    if (url.pathname === '/messages.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ messages: newestFirst }));
      return;
    }
    const one = /^\/messages\/(\d+)\.html$/.exec(url.pathname);
    if (one) {
      const message = sink.messages.find((m) => m.id === Number(one[1]));
      if (!message?.html) {
        res
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('No such mail with an HTML part.');
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'no-store',
      });
      res.end(message.html);
      return;
    }
    if (url.pathname !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.');
      return;
    }
    const items = newestFirst
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to.join(', '))} · ${escapeHtml(m.receivedAt)}${m.html ? ` · <a href="/messages/${m.id}.html">HTML part</a>` : ''}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'cache-control': 'no-store',
    });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mail (${sink.messages.length})</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style></head>
<body><h1>Development mail</h1><p>Mail the API sent to the local SMTP sink, newest first. Reload to see new mail.</p>${items || '<p>No mail yet.</p>'}</body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
