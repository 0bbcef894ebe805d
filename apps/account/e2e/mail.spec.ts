// The password reset end to end through the mail path `npm start` sets up, without a browser: the site
// proxies the API, the API delivers over SMTP to the development sink, the mail viewer (loopback,
// E2E_PORT + 3) shows the mail, and the link's token sets the new password (ADR 008).
import http from 'node:http';
import { e2ePort, expect, siteUrl, test } from '@rental/testing';
import { uniqueEmail } from './support.ts';

/** POST JSON to the German site's API: Node does not resolve *.localhost, so 127.0.0.1 with its Host. */
function post(path: string, body: unknown): Promise<number> {
  const host = new URL(siteUrl('de', '/')).host;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: e2ePort,
        method: 'POST',
        path: `/api${path}`,
        headers: {
          host,
          origin: `http://${host}`,
          'accept-language': 'de-DE',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type ViewerMail = { to: string[]; subject: string; text: string; html?: string };

test('a reset requested on the German site arrives in German over SMTP; its link sets the new password', async ({
  request,
}) => {
  const email = uniqueEmail('mail');
  const origin = new URL(siteUrl('de', '/')).origin;
  expect(
    await post('/v2/users', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: 'Analytical-Engine-1843',
    }),
  ).toBe(201);
  expect(await post('/v2/users/me/password/reset', { email })).toBe(202);

  let mail: ViewerMail | undefined;
  await expect
    .poll(
      async () => {
        const viewer = await request.get(`http://127.0.0.1:${e2ePort + 3}/messages.json`);
        const { messages } = (await viewer.json()) as { messages: ViewerMail[] };
        mail = messages.find((m) => m.to.includes(email) && /reset-password/.test(m.text));
        return mail?.subject;
      },
      { message: 'the reset mail at the development mail sink', timeout: 20_000 },
    )
    .toBe('Passwort zurücksetzen');
  const link = new URL(/https?:\/\/\S+reset-password\?token=[\w-]+/.exec(mail!.text)![0]);
  // The link opens the site the customer used.
  expect(link.origin).toBe(origin);
  expect(mail!.html).toContain('Neues Passwort wählen');
  const token = new URLSearchParams(link.hash.split('?')[1]).get('token');

  expect(
    await post('/v2/users/me/password/reset/confirm', { token, password: 'Difference-Engine-1822' }),
  ).toBe(204);
  expect(await post('/v1/auth/login', { email, password: 'Difference-Engine-1822' })).toBe(200);
});
